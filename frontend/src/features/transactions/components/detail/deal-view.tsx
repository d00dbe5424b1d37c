import { createContext, useContext, type ReactNode } from 'react';

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
