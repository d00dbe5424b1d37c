import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

let baseQuery: AppBaseQuery | undefined;

/**
 * The HTTP base query, with the bearer token and the 401 refresh (shared/auth/session.ts), is
 * installed by app/store.ts. It is handed in rather than imported so that shared/api (which the
 * generated client and the auth slice's types build on) does not import shared/auth: no cycle.
 */
export function installBaseQuery(query: AppBaseQuery): void {
  baseQuery = query;
}

/**
 * The one RTK Query API of the app. Endpoints are injected: generated.ts (from
 * openapi/openapi.json) injects every operation, and features enhance the ones they use
 * (live updates, extra tags) in their own api/ folder.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: (args: string | FetchArgs, api, extraOptions: object) => {
    if (!baseQuery) throw new Error('installBaseQuery() was not called (app/store.ts)');
    return baseQuery(args, api, extraOptions);
  },
  endpoints: () => ({}),
});
