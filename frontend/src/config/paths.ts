/**
 * Every route of the app (spec 000 §2 route table) and the one function that builds each link.
 * The router reads `path`; components call `href(...)`. No URL string is written anywhere else.
 */

type Query = Record<string, string | undefined>;

function withQuery(pathname: string, query: Query = {}, hash?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

const fixed = <P extends string>(path: P) => ({ path, href: (): P => path });

/** Links that carry a transaction id accept both `transactionId` and `id` (spec README). */
export function transactionIdFrom(searchParams: URLSearchParams): string | null {
  return searchParams.get('transactionId') || searchParams.get('id') || null;
}

export type PlatformAnchor = 'transaction-hub' | 'client-experience' | 'guided-workflows' | 'client-experience-hub';
export type ForAgentsAnchor = 'agents' | 'teams' | 'brokerages';
export type AboutAnchor = 'our-story' | 'contact';
export type InvestorsAnchor = 'investor-contact' | 'roadmap';

export interface AgentDashboardFilters {
  status?: string;
  role?: string;
  window?: string;
  sort?: string;
}

/** The oversight dashboard's filters (ADR 0059), carried in its URL; defaults omitted. */
export interface OversightFilters {
  agent?: string;
  status?: string;
  compliance?: string;
}

export const paths = {
  // Public
  home: fixed('/'),
  homeAlias: fixed('/home'),
  login: fixed('/login'),
  register: fixed('/register'),
  forgotPassword: fixed('/forgot-password'),
  resetPassword: fixed('/reset-password'),
  platform: { path: '/platform', href: (anchor?: PlatformAnchor) => withQuery('/platform', {}, anchor) },
  forAgents: { path: '/for-agents', href: (anchor?: ForAgentsAnchor) => withQuery('/for-agents', {}, anchor) },
  about: { path: '/about', href: (anchor?: AboutAnchor) => withQuery('/about', {}, anchor) },
  investors: { path: '/investors', href: (anchor?: InvestorsAnchor) => withQuery('/investors', {}, anchor) },
  waitlist: { path: '/waitlist', href: (anchor?: 'form') => withQuery('/waitlist', {}, anchor) },
  /** Legal pages get the previous path as navigation state `from` (their Back button returns there). */
  privacy: fixed('/privacy'),
  terms: fixed('/terms'),
  /** The signed link in a notification e-mail (ADR 0067): works without signing in. */
  unsubscribe: fixed('/unsubscribe'),

  // Admin
  admin: {
    dashboard: fixed('/admin'),
    diagnostics: fixed('/admin/diagnostics'),
  },

  // Agent, broker, team lead
  agent: {
    dashboard: {
      path: '/dashboard/agent',
      href: (filters: AgentDashboardFilters = {}) => withQuery('/dashboard/agent', { ...filters }),
    },
    detail: {
      path: '/dashboard/agent/detail',
      /** The dashboard carries its filters along (spec 001 §2); the milestone list adds anchor 'timeline'. */
      href: (transactionId?: string, { anchor, filters = {} }: { anchor?: string; filters?: AgentDashboardFilters } = {}) =>
        withQuery('/dashboard/agent/detail', { transactionId, ...filters }, anchor),
    },
    /** Every deal of the agent, searchable by address or client name (issue 20 item 4); `q` is the search. */
    transactions: {
      path: '/dashboard/agent/transactions',
      href: ({ q }: { q?: string } = {}) => withQuery('/dashboard/agent/transactions', { q: q?.trim() || undefined }),
    },
    newTransaction: {
      path: '/dashboard/agent/transactions/new',
      /** With `draft`, the wizard resumes that saved draft (the dashboard's Resume link). */
      href: ({ draft }: { draft?: string } = {}) => withQuery('/dashboard/agent/transactions/new', { draft }),
    },
    vendors: fixed('/dashboard/agent/vendors'),
    settings: fixed('/dashboard/agent/settings'),
  },

  // Broker and team lead: the deals of the people they oversee (issue 24, ADR 0059)
  oversight: {
    path: '/dashboard/oversight',
    href: (filters: OversightFilters = {}) => withQuery('/dashboard/oversight', { ...filters }),
  },

  // Client portal (agents reach it in preview mode) and the post-closing vault
  client: {
    dashboard: {
      path: '/dashboard/client',
      /** One deal of the portal: chosen by route parameter (ADR 0066); `?transactionId=` links redirect here. */
      dealPath: '/dashboard/client/:transactionId',
      href: ({ transactionId, preview = false }: { transactionId?: string; preview?: boolean } = {}) =>
        withQuery(transactionId ? `/dashboard/client/${encodeURIComponent(transactionId)}` : '/dashboard/client', {
          mode: preview ? 'preview' : undefined,
        }),
    },
    /** The client's Account Settings (spec 002 §2), from the portal header. */
    settings: fixed('/dashboard/client/settings'),
  },
  homeVault: {
    path: '/home-vault/:id',
    href: (id: string, { preview = false }: { preview?: boolean } = {}) =>
      withQuery(`/home-vault/${encodeURIComponent(id)}`, { mode: preview ? 'preview' : undefined }),
  },

  // Legacy links: each redirects (replace) to the agent detail route.
  legacy: {
    agentTransaction: { path: '/dashboard/agent/transactions/:id' },
    agentTransactionTest: { path: '/dashboard/agent/transactions/:id/test' },
    transactionTest: { path: '/transactions/:id/test' },
  },
} as const;
