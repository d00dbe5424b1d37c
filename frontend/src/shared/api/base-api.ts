import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

import { selectToken } from '@/shared/auth/auth-slice';
import { withSessionRefresh } from '@/shared/auth/session';

/**
 * The one RTK Query API of the app. Endpoints are injected: generated.ts (from
 * openapi/openapi.json) injects every operation, and features enhance the ones they use
 * (live updates, extra tags) in their own api/ folder.
 *
 * baseUrl is empty because the OpenAPI paths already carry the /api prefix. A 401 refreshes the
 * access token and retries once (shared/auth/session.ts).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: withSessionRefresh(
    fetchBaseQuery({
      baseUrl: '',
      credentials: 'include',
      prepareHeaders: (headers, { getState }) => {
        const token = selectToken(getState() as Parameters<typeof selectToken>[0]);
        if (token) headers.set('Authorization', `Bearer ${token}`);
        return headers;
      },
    }),
  ),
  endpoints: () => ({}),
});
