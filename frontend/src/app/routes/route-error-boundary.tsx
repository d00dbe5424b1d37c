import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { RouteErrorPage } from './route-error-page';

interface State {
  error: unknown;
}

class Boundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown): void {
    // eslint-disable-next-line no-console -- a crashed page is worth a line in the console
    console.error('A page could not be shown', error);
  }

  render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}

/** A page whose code failed to load or that crashed: the error page, until the reader goes elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
