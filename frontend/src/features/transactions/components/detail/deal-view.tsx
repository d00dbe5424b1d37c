import { createContext, useContext, type ReactNode } from 'react';

import { formatDay, localDayOf } from './deal-format';

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

const DealTimeZoneContext = createContext<string | undefined>(undefined);

/** The deal's time zone (its `time_zone`) for the panels under it: their day-only dates are the deal's days. */
export function DealTimeZoneProvider({ timeZone, children }: { timeZone: string | undefined; children: ReactNode }) {
  return <DealTimeZoneContext.Provider value={timeZone}>{children}</DealTimeZoneContext.Provider>;
}

/** The deal's time zone, or undefined (the browser's) outside a deal's page. */
export const useDealTimeZone = (): string | undefined => useContext(DealTimeZoneContext);

/** Formats an instant's day-only date ('Nov 29, 2026') as the deal's day. */
export function useDealDay(): (instant: string) => string {
  const timeZone = useDealTimeZone();
  return (instant) => formatDay(localDayOf(instant, timeZone));
}
