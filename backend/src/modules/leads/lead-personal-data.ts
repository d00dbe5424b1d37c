import { NewEvent } from '../../platform/event-store/event.types';
import { SqlExecutor } from '../../platform/event-store/sql-executor';
import { PersonalDataVault } from '../../platform/privacy/personal-data-vault';
import { LeadEvent } from './domain/lead.events';

/**
 * A lead's personal data (who wrote in, how to reach them, what they wrote) is sealed in the event
 * log with a key per lead (ADR 0004), so erasing a person's leads leaves nothing readable behind.
 * The form's choices (interests, the fixed subject and brand) stay in clear.
 */
const PERSONAL_FIELDS = ['name', 'fullName', 'email', 'phone', 'organization', 'brokerage', 'message', 'headache'] as const;

export const leadSubject = (leadId: string) => `lead:${leadId}`;

export async function sealLeadEvent(vault: PersonalDataVault, event: LeadEvent, sql?: SqlExecutor): Promise<NewEvent> {
  const data: Record<string, unknown> = { ...event.data };
  for (const field of PERSONAL_FIELDS) {
    if (typeof data[field] === 'string') data[field] = await vault.seal(leadSubject(event.data.leadId), data[field] as string, sql);
  }
  return { type: event.type, data };
}

/** The event with its personal fields opened, or null when the lead was erased. */
export async function openLeadEvent(vault: PersonalDataVault, event: LeadEvent, sql: SqlExecutor): Promise<LeadEvent | null> {
  const data: Record<string, unknown> = { ...event.data };
  for (const field of PERSONAL_FIELDS) {
    if (typeof data[field] !== 'string') continue;
    const opened = await vault.open(data[field] as string, sql);
    if (opened === null) return null;
    data[field] = opened;
  }
  return { type: event.type, data } as unknown as LeadEvent;
}
