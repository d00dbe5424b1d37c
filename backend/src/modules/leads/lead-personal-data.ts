import { ERASED_PERSONAL_DATA, PersonalFieldsDeclared, rulesOf } from '../../platform/privacy/personal-data-sealing';
import { lead } from './domain/lead.decide';
import { LeadEvent } from './domain/lead.events';

export { leadSubject } from './domain/lead.decide';

/**
 * Whether the lead's person was erased: the store hands their personal fields over as the
 * placeholder (ADR 0016), and an erased lead leaves the read model and the mail queue for good.
 */
export function isErasedLead(event: LeadEvent): boolean {
  const fields = rulesOf(lead.personalData?.[event.type] as PersonalFieldsDeclared | undefined).flatMap((rule) => rule.fields);
  return fields.some((field) => (event.data as unknown as Record<string, unknown>)[field] === ERASED_PERSONAL_DATA);
}
