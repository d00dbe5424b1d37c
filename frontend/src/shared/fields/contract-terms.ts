import { DAY_COUNT_MAX } from '../../../../openapi/shared-rules';
import type { EnumOption, FieldDef } from './field-def';

/*
 * The contract's survey and title objection terms (TREC 20-18 ¶6C, ¶6D; issue 18 item 3): the wizard and
 * the deal's detail screen both edit them, and the deadline engine dates the survey, T-47 and title
 * objection milestones from them. Relative imports only, so the unit tests load this file as it is.
 */

/** TREC 20-18 ¶6C's three boxes (backend SURVEY_OPTIONS): the survey deadline follows the one checked. */
export const SURVEY_OPTIONS: EnumOption[] = [
  { value: 'existing', label: "¶6C(1) Seller's existing survey and T-47" },
  { value: 'buyer_new', label: '¶6C(2) Buyer obtains a new survey' },
  { value: 'seller_new', label: '¶6C(3) Seller furnishes a new survey' },
];
/** The contract's survey and title objection terms (TREC 20-18 ¶6C, ¶6D), shared by the wizard and the detail screen. */
export const SURVEY_TERMS_FIELDS: readonly FieldDef[] = [
  { key: 'survey_option', label: 'Survey (contract ¶6C)', kind: 'enum', options: SURVEY_OPTIONS },
  {
    key: 'survey_days',
    label: 'Survey days after the effective date',
    kind: 'integer',
    min: 0,
    max: DAY_COUNT_MAX.contract,
    hint: "The blank of the box checked: the seller's existing survey and T-47 (1), or the new survey (2, 3)",
    visibleWhen: (d) => Boolean(d.survey_option),
  },
  { key: 'survey_received_date', label: 'Survey received on', kind: 'date' },
];
export const TITLE_OBJECTION_DAYS_FIELD: FieldDef = {
  key: 'title_objection_days',
  label: 'Title objection period (days)',
  kind: 'integer',
  min: 0,
  max: DAY_COUNT_MAX.contract,
  hint: 'Contract ¶6D: days after the buyer receives the commitment, exception documents and survey, never past closing',
};
