import { useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';

import { ToastProvider } from '@/components/ui/toast';

import { makeStore } from '../store';

export function AppProviders({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  return (
    <ReduxProvider store={store}>
      <ToastProvider>{children}</ToastProvider>
    </ReduxProvider>
  );
}
