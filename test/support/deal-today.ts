import { DEFAULT_DEAL_ZONE, localDateOf } from '../../backend/src/modules/transactions/kernel/domain/deadlines/property-time';
import { addDays } from '../../backend/src/modules/transactions/kernel/domain/milestone-dates';

/**
 * Today as a Texas (Central) deal counts it (ADR 0032), and a date `days` from it: tests that date a
 * deal's milestones relative to now must count as the deal does, or they fail each evening when the
 * UTC date is already tomorrow's.
 */
export const dealToday = (zone: string = DEFAULT_DEAL_ZONE.id): string => localDateOf(new Date(), zone);
export const dealDay = (days: number, zone?: string): string => addDays(dealToday(zone), days);
