/** The start (00:00) or end (23:59:59.999) of a yyyy-mm-dd day in local time, as ISO; undefined when empty. */
export function localDayBoundary(day: string, edge: 'start' | 'end'): string | undefined {
  if (!day) return undefined;
  const parsed = new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
}
