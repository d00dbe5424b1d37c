import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

import { baseApi, installBaseQuery } from '@/shared/api/base-api';
import { authSlice } from '@/shared/auth/auth-slice';
import { authenticatedBaseQuery } from '@/shared/auth/session';

installBaseQuery(authenticatedBaseQuery);

/**
 * The store holds only the auth slice and the RTK Query cache. Endpoints are injected by the
 * features that use them, so the public pages load no endpoint definitions.
 */
export function makeStore() {
  const store = configureStore({
    reducer: {
      [authSlice.reducerPath]: authSlice.reducer,
      [baseApi.reducerPath]: baseApi.reducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
  // Refetch on window focus / reconnect where an endpoint opts in.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
