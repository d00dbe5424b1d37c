import { Provider } from 'react-redux';
import { Outlet } from 'react-router-dom';

import { ToastProvider } from '@/components/ui/toast';

import { makeStore } from '../store';

/** One store for the tab's life: leaving for a public page and coming back keeps the API cache. */
const store = makeStore();

/**
 * Redux, RTK Query and the toasts, around the routes that call the API (sign-in and everything behind it).
 * Loaded as its own chunk, so the public site never downloads them (issue 23 item 5).
 */
export default function StoreLayout() {
  return (
    <Provider store={store}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </Provider>
  );
}
