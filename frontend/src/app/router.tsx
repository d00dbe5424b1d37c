import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

import { paths } from '@/config/paths';
import { SessionBoundary } from '@/features/auth/components/session-boundary';
import { AGENT_ROLES, OVERSEER_ROLES } from '@/shared/auth/auth-store';

import { page } from './routes/page-loads';
import { RootLayout } from './routes/root-layout';

/** Every page is its own chunk: the route's code loads when the route is first visited. */
const HomePage = page(() => import('@/features/marketing/pages/home-page'));
const PlatformPage = page(() => import('@/features/marketing/pages/platform-page'));
const ForAgentsPage = page(() => import('@/features/marketing/pages/for-agents-page'));
const AboutPage = page(() => import('@/features/marketing/pages/about-page'));
const InvestorsPage = page(() => import('@/features/marketing/pages/investors-page'));
const WaitlistPage = page(() => import('@/features/marketing/pages/waitlist-page'));
const PrivacyPage = page(() => import('@/features/marketing/pages/privacy-page'));
const TermsPage = page(() => import('@/features/marketing/pages/terms-page'));
const NotFoundPage = page(() => import('./routes/not-found-page'));
const UnsubscribePage = page(() => import('@/features/notifications/pages/unsubscribe-page'));

// The guard and the old links' redirect serve signed-in routes only: the public pages do not load them.
const RequireRole = lazy(() =>
  import('@/features/auth/components/require-role').then((module) => ({ default: module.RequireRole })),
);
const LegacyTransactionRedirect = page(() =>
  import('./routes/legacy-transaction-redirect').then((module) => ({ default: module.LegacyTransactionRedirect })),
);

// Redux, RTK Query and the toasts: only for the routes that call the API (see store-layout.tsx).
const StoreLayout = page(() => import('./routes/store-layout'));
const LoginPage = page(() => import('@/features/auth/pages/login-page'));
const RegisterPage = page(() => import('@/features/auth/pages/register-page'));
const ForgotPasswordPage = page(() => import('@/features/auth/pages/forgot-password-page'));
const ResetPasswordPage = page(() => import('@/features/auth/pages/reset-password-page'));
const AdminDashboardPage = page(() => import('@/features/admin/pages/admin-dashboard-page'));
const DiagnosticsPage = page(() => import('@/features/diagnostics/pages/diagnostics-page'));
const AgentDashboardPage = page(() => import('@/features/agent/pages/agent-dashboard-page'));
const TransactionDetailPage = page(() => import('@/features/transactions/pages/transaction-detail-page'));
const TransactionsPage = page(() => import('@/features/agent/pages/transactions-page'));
const NewTransactionPage = page(() => import('@/features/agent/pages/new-transaction-page'));
const VendorLibraryPage = page(() => import('@/features/vendors/pages/vendor-library-page'));
const AgentSettingsPage = page(() => import('@/features/agent/pages/agent-settings-page'));
const OversightDashboardPage = page(() => import('@/features/oversight/pages/oversight-dashboard-page'));
const ClientPortalPage = page(() => import('@/features/transactions/pages/client-portal-page'));
const HomeVaultPage = page(() => import('@/features/transactions/pages/home-vault-page'));
const ClientSettingsPage = page(() => import('@/features/transactions/pages/client-settings-page'));

/*
 * Spec 000 §2 route table. Role-gated groups are pathless layout routes whose element is the guard
 * (§6): no session or profile → /login, a role outside the list → /.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {/* Resolves the session on start, keeps the token fresh and records page views. */}
        <Route element={<SessionBoundary />}>
          <Route path={paths.home.path} element={<HomePage />} />
          <Route path={paths.homeAlias.path} element={<HomePage />} />
          <Route path={paths.platform.path} element={<PlatformPage />} />
          <Route path={paths.forAgents.path} element={<ForAgentsPage />} />
          <Route path={paths.about.path} element={<AboutPage />} />
          <Route path={paths.investors.path} element={<InvestorsPage />} />
          <Route path={paths.waitlist.path} element={<WaitlistPage />} />
          <Route path={paths.privacy.path} element={<PrivacyPage />} />
          <Route path={paths.terms.path} element={<TermsPage />} />
          <Route path={paths.unsubscribe.path} element={<UnsubscribePage />} />

          <Route element={<StoreLayout />}>
            <Route path={paths.login.path} element={<LoginPage />} />
            <Route path={paths.register.path} element={<RegisterPage />} />
            <Route path={paths.forgotPassword.path} element={<ForgotPasswordPage />} />
            <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />

            {/* Admin only (the diagnostics page included). */}
            <Route element={<RequireRole allow={['admin']} />}>
              <Route path={paths.admin.dashboard.path} element={<AdminDashboardPage />} />
              <Route path={paths.admin.diagnostics.path} element={<DiagnosticsPage />} />
            </Route>

            {/* agent, broker, team_lead. */}
            <Route element={<RequireRole allow={AGENT_ROLES} />}>
              <Route path={paths.agent.dashboard.path} element={<AgentDashboardPage />} />
              <Route path={paths.agent.detail.path} element={<TransactionDetailPage />} />
              <Route path={paths.agent.transactions.path} element={<TransactionsPage />} />
              <Route path={paths.agent.newTransaction.path} element={<NewTransactionPage />} />
              <Route path={paths.agent.vendors.path} element={<VendorLibraryPage />} />
              <Route path={paths.agent.settings.path} element={<AgentSettingsPage />} />
              <Route path={paths.legacy.agentTransaction.path} element={<LegacyTransactionRedirect />} />
            </Route>

            {/* broker and team_lead: the oversight dashboard (issue 24 item 3, ADR 0059). */}
            <Route element={<RequireRole allow={OVERSEER_ROLES} />}>
              <Route path={paths.oversight.path} element={<OversightDashboardPage />} />
            </Route>

            {/* agent, broker, team_lead and client (spec 002 §2: the legacy test route also admits client). */}
            <Route element={<RequireRole allow={[...AGENT_ROLES, 'client']} />}>
              <Route path={paths.legacy.agentTransactionTest.path} element={<LegacyTransactionRedirect />} />
              <Route path={paths.legacy.transactionTest.path} element={<LegacyTransactionRedirect />} />
              <Route path={paths.client.dashboard.path} element={<ClientPortalPage />} />
              <Route path={paths.client.dashboard.dealPath} element={<ClientPortalPage />} />
              <Route path={paths.homeVault.path} element={<HomeVaultPage />} />
            </Route>

            {/* The client's own account settings (spec 002 §2): agents have theirs under /dashboard/agent/settings. */}
            <Route element={<RequireRole allow={['client']} />}>
              <Route path={paths.client.settings.path} element={<ClientSettingsPage />} />
            </Route>
          </Route>

          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
