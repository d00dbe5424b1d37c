import type { ReactNode } from 'react';

import { AlertsBell } from '@/components/alerts/alerts-bell';
import { paths } from '@/config/paths';
import { OVERSEER_ROLES, selectProfile, useAuth } from '@/shared/auth/auth-store';

import { DashboardLayout, type NavItem } from './dashboard-layout';

const agentNav: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.agent.dashboard.href(), end: true },
  // The list of every deal (issue 20 item 4); `end`, so New Transaction below it is not lit too.
  { label: 'Transactions', to: paths.agent.transactions.href(), end: true },
  { label: 'New Transaction', to: paths.agent.newTransaction.href() },
  { label: 'Vendor Library', to: paths.agent.vendors.href() },
  { label: 'Settings', to: paths.agent.settings.href() },
];

const clientNav: readonly NavItem[] = [{ label: 'My Transaction', to: paths.client.dashboard.href() }];
/** An agent here is previewing a client's view (spec 002 §2): the way back is their own screens. */
const previewNav: readonly NavItem[] = [{ label: 'Transactions', to: paths.agent.transactions.href(), end: true }];

const adminNav: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard.href(), end: true },
  { label: 'Diagnostics', to: paths.admin.diagnostics.href() },
];

/** A broker's and a team lead's navigation adds their oversight dashboard (issue 24, ADR 0059). */
const overseerNav: readonly NavItem[] = [...agentNav.slice(0, 1), { label: 'Oversight', to: paths.oversight.href() }, ...agentNav.slice(1)];

/** Shell of the agent, broker and team lead screens. */
export function AgentLayout({ children }: { children: ReactNode }) {
  const profile = useAuth(selectProfile);
  const oversees = profile !== null && (OVERSEER_ROLES as readonly string[]).includes(profile.role);
  return (
    <DashboardLayout
      area="Agent"
      // Spec 001 §2.1 prints "Agent" for all three; brokers and team leads oversee others, so it names their role (ADR 0060).
      label={profile?.role === 'broker' ? 'Broker' : profile?.role === 'team_lead' ? 'Team lead' : 'Agent'}
      nav={oversees ? overseerNav : agentNav}
      settingsHref={paths.agent.settings.href()}
      tools={<AlertsBell />}
    >
      {children}
    </DashboardLayout>
  );
}

/** Shell of the client portal and the Home Vault; for an agent, their read-only preview of it. */
export function ClientLayout({ children }: { children: ReactNode }) {
  const profile = useAuth(selectProfile);
  const previewing = profile !== null && profile.role !== 'client';
  return (
    <DashboardLayout
      area={previewing ? 'Client Preview' : 'Client'}
      nav={previewing ? previewNav : clientNav}
      // Spec 002 §2: the portal header's settings — the client's own; a previewing agent has theirs elsewhere.
      settingsHref={previewing ? undefined : paths.client.settings.href()}
    >
      {children}
    </DashboardLayout>
  );
}

/** Shell of the admin screens. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <DashboardLayout area="Admin" nav={adminNav}>
      {children}
    </DashboardLayout>
  );
}
