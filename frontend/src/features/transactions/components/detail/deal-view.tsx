import { createContext, useContext, type ReactNode } from 'react';

import { useListTransactionMilestonesQuery } from '@/shared/api/generated';

/**
 * Whose view of the deal the panels read: undefined for the caller's own, 'client' for the agent's
 * Preview as Client, which the server answers with exactly what the deal's client gets (ADR 0034).
 */
type DealView = 'client' | undefined;

const DealViewContext = createContext<DealView>(undefined);

export function DealViewProvider({ view, children }: { view: DealView; children: ReactNode }) {
  return <DealViewContext.Provider value={view}>{children}</DealViewContext.Provider>;
}

export const useDealView = (): DealView => useContext(DealViewContext);

/**
 * The property's time zone (ADR 0032), which the deal's timeline carries: every time of the deal is
 * read and typed in it. Undefined (the browser's zone) until the timeline loads, and for a draft,
 * which has no timeline yet.
 */
export function useDealTimeZone(dealId: string): string | undefined {
  const milestones = useListTransactionMilestonesQuery({ id: dealId, view: useDealView() });
  return milestones.data?.[0]?.time_zone;
}
