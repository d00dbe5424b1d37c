import { fetchBaseQuery, type FetchArgs } from '@reduxjs/toolkit/query';

import type { AppBaseQuery } from '@/shared/api/base-api';

import { getAuth } from './auth-store';
import { NO_RETRY, refreshSession } from './session';

/*
 * Kept apart from session.ts: the session is resolved on every page, the public ones included,
 * while RTK Query (and this module) loads only with the signed-in routes' store.
 */

/**
 * Wraps the API's base query: a 401 on a signed-in request refreshes the access token (once, shared
 * with any other request that failed meanwhile) and retries the request once.
 */
export function withSessionRefresh(baseQuery: AppBaseQuery): AppBaseQuery {
  return async (args: string | FetchArgs, api, extraOptions) => {
    const sentWith = getAuth().token;
    const result = await baseQuery(args, api, extraOptions);
    const url = typeof args === 'string' ? args : args.url;
    if (result.error?.status !== 401 || sentWith === null || NO_RETRY.has(url)) return result;
    // Another request may have refreshed the token while this one was in flight.
    const current = getAuth().token;
    if (current !== null && current !== sentWith) return baseQuery(args, api, extraOptions);
    const outcome = await refreshSession();
    return outcome === 'refreshed' ? baseQuery(args, api, extraOptions) : result;
  };
}

/**
 * The app's HTTP base query (installed into shared/api/base-api.ts by app/store.ts): the OpenAPI
 * paths already carry the /api prefix, the access token goes in the Authorization header, and a
 * 401 refreshes the token and retries once.
 */
export const authenticatedBaseQuery: AppBaseQuery = withSessionRefresh(
  fetchBaseQuery({
    baseUrl: '',
    credentials: 'include',
    prepareHeaders: (headers) => {
      const token = getAuth().token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
);
