import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';
import { SessionBoundary } from '@/features/auth/components/session-boundary';
import { AGENT_ROLES, OVERSEER_ROLES } from '@/shared/auth/auth-slice';

import { LegacyTransactionRedirect } from './routes/legacy-transaction-redirect';
import { RootLayout } from './routes/root-layout';
import { RouteErrorPage } from './routes/route-error-page';

/** Every page is its own chunk: the route's code loads when the route is first visited. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/*
 * Role-gated groups are pathless layout routes whose element is the guard (spec 000 §2 route
 * table, §6): no session or profile → /login, a role outside the list → /.
 */
const publicRoutes: RouteObject[] = [
  { path: paths.home.path, lazy: page(() => import('@/features/marketing/pages/home-page')) },
  { path: paths.homeAlias.path, lazy: page(() => import('@/features/marketing/pages/home-page')) },
  { path: paths.platform.path, lazy: page(() => import('@/features/marketing/pages/platform-page')) },
  { path: paths.forAgents.path, lazy: page(() => import('@/features/marketing/pages/for-agents-page')) },
  { path: paths.about.path, lazy: page(() => import('@/features/marketing/pages/about-page')) },
  { path: paths.investors.path, lazy: page(() => import('@/features/marketing/pages/investors-page')) },
  { path: paths.waitlist.path, lazy: page(() => import('@/features/marketing/pages/waitlist-page')) },
  { path: paths.privacy.path, lazy: page(() => import('@/features/marketing/pages/privacy-page')) },
  { path: paths.terms.path, lazy: page(() => import('@/features/marketing/pages/terms-page')) },
  { path: paths.login.path, lazy: page(() => import('@/features/auth/pages/login-page')) },
  { path: paths.register.path, lazy: page(() => import('@/features/auth/pages/register-page')) },
  { path: paths.forgotPassword.path, lazy: page(() => import('@/features/auth/pages/forgot-password-page')) },
  { path: paths.resetPassword.path, lazy: page(() => import('@/features/auth/pages/reset-password-page')) },
];

// Admin only (the diagnostics page included).
const adminRoutes: RouteObject = {
  element: <RequireRole allow={['admin']} />,
  children: [
    { path: paths.admin.dashboard.path, lazy: page(() => import('@/features/admin/pages/admin-dashboard-page')) },
    { path: paths.admin.diagnostics.path, lazy: page(() => import('@/features/diagnostics/pages/diagnostics-page')) },
  ],
};

// agent, broker, team_lead.
const agentRoutes: RouteObject = {
  element: <RequireRole allow={AGENT_ROLES} />,
  children: [
    {
      path: paths.agent.dashboard.path,
      lazy: page(() => import('@/features/agent/pages/agent-dashboard-page')),
    },
    {
      path: paths.agent.detail.path,
      lazy: page(() => import('@/features/transactions/pages/transaction-detail-page')),
    },
    {
      path: paths.agent.newTransaction.path,
      lazy: page(() => import('@/features/agent/pages/new-transaction-page')),
    },
    { path: paths.agent.vendors.path, lazy: page(() => import('@/features/vendors/pages/vendor-library-page')) },
    {
      path: paths.agent.settings.path,
      lazy: page(() => import('@/features/agent/pages/agent-settings-page')),
    },
    { path: paths.legacy.agentTransaction.path, element: <LegacyTransactionRedirect /> },
  ],
};

// broker and team_lead: the oversight dashboard (issue 24 item 3, ADR 0059).
const oversightRoutes: RouteObject = {
  element: <RequireRole allow={OVERSEER_ROLES} />,
  children: [{ path: paths.oversight.path, lazy: page(() => import('@/features/oversight/pages/oversight-dashboard-page')) }],
};

// agent, broker, team_lead and client (spec 002 §2: the legacy test route also admits client).
const sharedRoutes: RouteObject = {
  element: <RequireRole allow={[...AGENT_ROLES, 'client']} />,
  children: [
    { path: paths.legacy.agentTransactionTest.path, element: <LegacyTransactionRedirect /> },
    { path: paths.legacy.transactionTest.path, element: <LegacyTransactionRedirect /> },
    { path: paths.client.dashboard.path, lazy: page(() => import('@/features/transactions/pages/client-portal-page')) },
    { path: paths.homeVault.path, lazy: page(() => import('@/features/transactions/pages/home-vault-page')) },
  ],
};

// The client's own account settings (spec 002 §2): agents have theirs under /dashboard/agent/settings.
const clientRoutes: RouteObject = {
  element: <RequireRole allow={['client']} />,
  children: [{ path: paths.client.settings.path, lazy: page(() => import('@/features/transactions/pages/client-settings-page')) }],
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        // Resolves the session on start, keeps the token fresh and records page views.
        element: <SessionBoundary />,
        children: [
          ...publicRoutes,
          adminRoutes,
          agentRoutes,
          oversightRoutes,
          sharedRoutes,
          clientRoutes,
          { path: '*', lazy: page(() => import('./routes/not-found-page')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
