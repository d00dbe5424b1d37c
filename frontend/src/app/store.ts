import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

import { baseApi, installBaseQuery } from '@/shared/api/base-api';
import { authenticatedBaseQuery } from '@/shared/auth/authenticated-base-query';

installBaseQuery(authenticatedBaseQuery);

/**
 * The store holds only the RTK Query cache (the session lives in shared/auth/auth-store.ts).
 * Endpoints are injected by the features that use them. It is made by the store layout, which
 * only the routes that call the API load: the public site runs without Redux (issue 23 item 5).
 */
export function makeStore() {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
  // Refetch on window focus / reconnect where an endpoint opts in.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
