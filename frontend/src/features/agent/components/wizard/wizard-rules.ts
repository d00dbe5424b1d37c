import type { Draft, DraftValue, FieldDef } from '../../../../shared/fields/field-def';
import { parseDraftValue, type SentValue } from '../../../../shared/fields/field-values';
import { isSeller, isTexas, visibleFields, WIZARD_FIELDS, WIZARD_STEPS } from './wizard-steps';

/*
 * The wizard's rules as pure functions (spec 001 §4 "Wizard flow" and "Wizard field dependencies",
 * §5 "Wizard"): per-step validation with the spec's exact messages, what an edit clears or computes,
 * the payload sanitiser, file checks and the review step's warnings.
 */

/** Spec 001 §5, verbatim. */
export const WIZARD_MESSAGES = {
  required: 'Required',
  financingEndRequired: 'Financing contingency end date is required unless waived',
  financingDueWhenEnabled: 'Financing contingency due date is required when enabled',
  optionEndAfterEffective: 'Option period end date must be after effective date',
  closingAfterOptionEnd: 'Closing date must be after option period end date',
  closingAfterEffective: 'Closing date must be after effective date',
  dueDateIfNotDelivered: 'Due date required if not delivered',
  walkthroughAfterEffective: 'Final walkthrough must be on or after the effective date',
  invalidImage: 'Please select a valid image file',
  imageTooLarge: 'Image size must be less than 5MB',
  invalidContract: 'Please select a PDF or Word document',
  fileTooLarge: 'File size must be less than 10MB',
  invalidPdf: 'Please select a PDF document',
} as const;

type WizardDraft = Record<string, DraftValue>;
export type StepErrors = Record<string, string>;

const text = (draft: Draft, key: string): string => (typeof draft[key] === 'string' ? (draft[key] as string).trim() : '');
const on = (draft: Draft, key: string): boolean => draft[key] === true;

/**
 * What blocks leaving a step (spec 001 §4: "the step index advances only after the current step
 * validates"). `clientId` is the basics step's client picker, which is not a catalogue field.
 */
export function validateStep(stepIndex: number, draft: Draft, clientId: string | null): StepErrors {
  const step = WIZARD_STEPS[stepIndex];
  if (!step) return {};
  const errors: StepErrors = {};
  for (const def of visibleFields(step, draft)) {
    const parsed = parseDraftValue(def, draft[def.key]);
    if (!parsed.ok) errors[def.key] = def.required && text(draft, def.key) === '' ? WIZARD_MESSAGES.required : parsed.error;
  }
  const set = (key: string, message: string) => {
    if (!errors[key]) errors[key] = message;
  };
  switch (step.id) {
    case 'basics':
      if (!clientId) set('client_id', WIZARD_MESSAGES.required);
      break;
    case 'financial': {
      const financing = text(draft, 'financing_type');
      const endMissing = !on(draft, 'financing_contingency_waived') && text(draft, 'financing_contingency_end_date') === '';
      if (draft.transaction_type === 'buyer' && financing !== '' && financing !== 'cash' && endMissing) {
        set('financing_contingency_end_date', WIZARD_MESSAGES.financingEndRequired);
      } else if (!isSeller(draft) && on(draft, 'financing_contingency_enabled') && endMissing) {
        set('financing_contingency_end_date', WIZARD_MESSAGES.financingDueWhenEnabled);
      }
      break;
    }
    case 'timeline': {
      const effective = text(draft, 'effective_date');
      const optionEnd = text(draft, 'option_period_end');
      const closing = text(draft, 'closing_date');
      // "Not after": the same day passes (ISO dates compare as text).
      if (effective && optionEnd && effective > optionEnd) set('option_period_end', WIZARD_MESSAGES.optionEndAfterEffective);
      if (optionEnd && closing && optionEnd > closing) set('closing_date', WIZARD_MESSAGES.closingAfterOptionEnd);
      if (effective && closing && effective > closing) set('closing_date', WIZARD_MESSAGES.closingAfterEffective);
      if (isTexas(draft)) {
        for (const prefix of ['t47', 'mud_pid']) {
          if (on(draft, `${prefix}_required`) && !on(draft, `${prefix}_delivered`) && text(draft, `${prefix}_due_date`) === '') {
            set(`${prefix}_due_date`, WIZARD_MESSAGES.dueDateIfNotDelivered);
          }
        }
      }
      break;
    }
    case 'title': {
      const walkthrough = text(draft, 'final_walkthrough_datetime');
      if (on(draft, 'schedule_walkthrough') && walkthrough === '') set('final_walkthrough_datetime', WIZARD_MESSAGES.required);
      // The server refuses it too (issue 20 item 1): said here, on the step, not after Create.
      const effective = text(draft, 'effective_date');
      if (walkthrough !== '' && effective !== '' && walkthrough.slice(0, 10) < effective) set('final_walkthrough_datetime', WIZARD_MESSAGES.walkthroughAfterEffective);
      break;
    }
    case 'additional':
      if (draft.insurance_status === 'bound' && text(draft, 'insurance_bind_date') === '') set('insurance_bind_date', WIZARD_MESSAGES.required);
      break;
  }
  return errors;
}

/** The first step (0-based) whose validation fails, or null when every step passes. */
export function firstInvalidStep(draft: Draft, clientId: string | null): number | null {
  for (let index = 0; index < WIZARD_STEPS.length; index += 1) {
    if (Object.keys(validateStep(index, draft, clientId)).length > 0) return index;
  }
  return null;
}

const money = (value: DraftValue | undefined): number | null => {
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
};

const addDays = (day: string, days: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** A local wall-clock value for a datetime-local input, e.g. "2026-11-23T14:05". */
export function nowForInput(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** The loan amount: purchase price minus down payment (read-only in the wizard, spec 001 §2.6). */
function withLoanAmount(draft: WizardDraft): WizardDraft {
  const price = money(draft.purchase_price);
  const down = money(draft.down_payment_amount) ?? 0;
  return { ...draft, loan_amount: price === null || isSeller(draft) ? '' : String(Math.max(0, Math.round(price - down))) };
}

/** Option period end = start (or the effective date) + option_period_days (spec 001 §4). */
function withOptionEnd(draft: WizardDraft): WizardDraft {
  const start = text(draft, 'option_period_start') || text(draft, 'effective_date');
  const days = text(draft, 'option_period_days');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d+$/.test(days)) return draft;
  return { ...draft, option_period_end: addDays(start, Number(days)) };
}

const clear = (draft: WizardDraft, keys: readonly string[]): void => {
  for (const key of keys) draft[key] = typeof draft[key] === 'boolean' ? false : '';
};

/**
 * The draft after the user sets `key` to `value`, with every dependency of spec 001 §4 applied:
 * what the change clears, the down payment amount ⇄ percent, the loan amount and the option end.
 */
export function applyWizardEdit(previous: Draft, key: string, value: DraftValue, now: Date = new Date()): WizardDraft {
  const next: WizardDraft = { ...previous, [key]: value };
  const ticked = value === true;
  const unticked = value === false;
  switch (key) {
    case 'financing_contingency_waived':
      if (ticked) clear(next, ['financing_contingency_end_date']);
      break;
    case 't47_required':
      if (unticked) clear(next, ['t47_delivered', 't47_delivered_date', 't47_due_date', 't47_doc_url']);
      break;
    case 't47_delivered':
      if (ticked) clear(next, ['t47_due_date']);
      if (unticked) clear(next, ['t47_doc_url', 't47_delivered_date']);
      break;
    case 'mud_pid_required':
      if (unticked) clear(next, ['mud_pid_delivered', 'mud_pid_due_date', 'mud_pid_doc_url']);
      break;
    case 'mud_pid_delivered':
      if (ticked) clear(next, ['mud_pid_due_date']);
      if (unticked) clear(next, ['mud_pid_doc_url']);
      break;
    case 'home_sale_contingency':
      if (unticked) clear(next, ['home_sale_contingency_date']);
      break;
    case 'inspection_scheduled':
      if (ticked) clear(next, ['inspection_waived']);
      if (unticked) clear(next, ['inspection_datetime']);
      break;
    case 'inspection_waived':
      if (ticked) clear(next, ['inspection_scheduled', 'inspection_datetime']);
      break;
    case 'inspection_datetime':
      // For sellers, entering a date and time marks the inspection scheduled and not waived.
      if (isSeller(next) && typeof value === 'string' && value.trim() !== '') {
        next.inspection_scheduled = true;
        next.inspection_waived = false;
      }
      break;
    case 'hoa_exists':
      if (unticked) {
        clear(next, [
          'hoa_name',
          'hoa_monthly_fee',
          'hoa_transfer_fee',
          'hoa_resale_cert_required',
          'hoa_resale_cert_due_date',
          'hoa_package_due_date',
          'hoa_package_url',
          'hoa_docs_received',
          'hoa_docs_received_date',
        ]);
      }
      break;
    case 'hoa_resale_cert_required':
      if (unticked) clear(next, ['hoa_resale_cert_due_date']);
      break;
    case 'survey_delivered':
      if (ticked) clear(next, ['survey_due_date']);
      if (unticked) clear(next, ['survey_document_url', 'survey_client_doc_visibility']);
      break;
    case 'survey_required':
      if (unticked)
        clear(next, ['survey_provided_by_seller', 'survey_delivered', 'survey_paid_by', 'survey_due_date', 'survey_option', 'survey_days', 'survey_received_date']);
      break;
    case 'survey_provided_by_seller':
      if (ticked && next.transaction_type !== 'new_construction') clear(next, ['survey_paid_by', 'survey_due_date']);
      break;
    case 'seller_disclosure_delivered':
      if (ticked) clear(next, ['seller_disclosure_due_date']);
      break;
    case 'possession_mode':
      if (value !== 'on_date') clear(next, ['possession_datetime']);
      if (value !== 'leaseback') clear(next, ['leaseback_start_date', 'leaseback_end_date', 'leaseback_rent']);
      break;
    case 'loan_approval_status':
      if (value !== 'approved') clear(next, ['loan_approval_date']);
      break;
    case 'insurance_status':
      if (value !== 'bound') clear(next, ['insurance_bind_date']);
      break;
    case 'earnest_money_paid':
      if (unticked) clear(next, ['earnest_money_paid_date', 'earnest_money_receipt_url']);
      break;
    case 'additional_earnest_money_paid':
      if (unticked) clear(next, ['additional_earnest_money_paid_date']);
      break;
    case 'hoa_docs_received':
      if (unticked) clear(next, ['hoa_docs_received_date']);
      break;
    case 'schedule_walkthrough':
      // Spec 001 §5: the walkthrough toggle defaults to the current time.
      next.final_walkthrough_datetime = ticked ? nowForInput(now) : '';
      break;
    case 'property_state':
      // Texas items only for TX: leaving TX clears them so they are never sent.
      if (value !== 'TX') {
        clear(next, ['t47_required', 't47_delivered', 't47_delivered_date', 't47_due_date', 'mud_pid_required', 'mud_pid_delivered', 'mud_pid_due_date']);
      }
      break;
    case 'down_payment_amount': {
      const price = money(next.purchase_price);
      const amount = money(value);
      if (price && amount !== null) next.down_payment_percentage = String(Math.round((amount / price) * 1000) / 10);
      else if (typeof value === 'string' && value.trim() === '') next.down_payment_percentage = '';
      break;
    }
    case 'down_payment_percentage': {
      const price = money(next.purchase_price);
      const percent = money(value);
      if (price && percent !== null) next.down_payment_amount = String(Math.round((price * percent) / 100));
      else if (typeof value === 'string' && value.trim() === '') next.down_payment_amount = '';
      break;
    }
    case 'purchase_price': {
      // The percentage holds; the amount follows the new price.
      const price = money(value);
      const percent = money(next.down_payment_percentage);
      if (price && percent !== null) next.down_payment_amount = String(Math.round((price * percent) / 100));
      break;
    }
  }
  return withOptionEnd(withLoanAmount(next));
}

/** Catalogue keys the API takes (CreateTransactionDto); anything else the draft holds is never sent. */
const KNOWN_FIELDS = new Set(WIZARD_FIELDS.map((def) => def.key).filter((key) => key !== 'schedule_walkthrough'));

/**
 * The create/draft body's fields (spec 001 §5 "Before saving"): empty, blank or null values dropped,
 * only known fields, dates as YYYY-MM-DD, date-times as UTC ISO, numbers as numbers (decimals),
 * option_period_end_date sent as option_period_end. Booleans are sent only when ticked. Hidden fields
 * (another transaction type, Texas items outside TX, loan fields of a seller deal) are not sent.
 */
export function sanitizeWizardPayload(draft: Draft, timeZone?: string): Record<string, Exclude<SentValue, null>> {
  const source: Record<string, DraftValue> = { ...draft };
  if (source.option_period_end_date !== undefined && (source.option_period_end ?? '') === '') source.option_period_end = source.option_period_end_date;
  const shown = new Set(WIZARD_STEPS.flatMap((step) => visibleFields(step, source)).map((def) => def.key));
  const payload: Record<string, Exclude<SentValue, null>> = {};
  for (const def of WIZARD_FIELDS) {
    if (!KNOWN_FIELDS.has(def.key) || !shown.has(def.key)) continue;
    const value = source[def.key];
    if (value === undefined || value === false || (typeof value === 'string' && value.trim() === '')) continue;
    const parsed = parseDraftValue({ ...def, required: false } as FieldDef, value, timeZone);
    if (parsed.ok && parsed.value !== null) payload[def.key] = parsed.value;
  }
  return payload;
}

export type FileSlot = 'photo' | 'contract' | 't47' | 'mud_pid' | 'sellers_disclosure' | 'survey' | 'hoa_resale_cert' | 'appraisal_report';

const MB = 1024 * 1024;
const PDF = ['application/pdf'];
const WORD = ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const extension = (name: string): string => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** Spec 001 §5 file checks: the message for a file that cannot go in this slot, or null. */
export function checkWizardFile(slot: FileSlot, file: { name: string; type: string; size: number }): string | null {
  const ext = extension(file.name);
  const isPdf = PDF.includes(file.type) || ext === 'pdf';
  const isWord = WORD.includes(file.type) || ext === 'doc' || ext === 'docx';
  switch (slot) {
    case 'photo':
      if (!file.type.startsWith('image/')) return WIZARD_MESSAGES.invalidImage;
      return file.size > 5 * MB ? WIZARD_MESSAGES.imageTooLarge : null;
    case 'contract':
    case 'sellers_disclosure':
    case 'survey':
      if (!isPdf && !isWord) return WIZARD_MESSAGES.invalidContract;
      return file.size > 10 * MB ? WIZARD_MESSAGES.fileTooLarge : null;
    case 't47':
    case 'mud_pid':
    case 'hoa_resale_cert':
    case 'appraisal_report':
      if (!isPdf) return WIZARD_MESSAGES.invalidPdf;
      return file.size > 10 * MB ? WIZARD_MESSAGES.fileTooLarge : null;
  }
}

export interface ReviewWarnings {
  /** 'Missing Required Items' (advisory, spec 001 §5). */
  missingItems: string[];
  /** 'Client not selected'. */
  clientMissing: boolean;
}

/** Spec 001 §5's review warning for a deal with no contract attached. */
export const MISSING_CONTRACT = 'Executed Contract';

export function reviewWarnings(draft: Draft, clientId: string | null, hasContract: boolean): ReviewWarnings {
  const missingItems: string[] = [];
  if (!hasContract) missingItems.push(MISSING_CONTRACT);
  if (isTexas(draft)) {
    if (on(draft, 't47_required') && !on(draft, 't47_delivered') && text(draft, 't47_due_date') === '') missingItems.push('T-47 Due Date');
    if (on(draft, 'mud_pid_required') && !on(draft, 'mud_pid_delivered') && text(draft, 'mud_pid_due_date') === '') missingItems.push('MUD/PID Due Date');
  }
  return { missingItems, clientMissing: !clientId };
}

export interface WizardContact {
  role: string;
  name: string;
  company?: string;
  email?: string;
  phone?: string;
  is_agent_only?: boolean;
}

/**
 * The parties step (and the lender and title company) as transaction_contacts rows, with only the
 * roles spec 001 §3 says the wizard writes (the coordinator and construction manager stay deal
 * fields). The other agent is the listing agent on a buyer deal and the buyer's agent otherwise;
 * it is agent-only (spec 001 §6). Rows without a name are not written.
 */
export function wizardContacts(draft: Draft): WizardContact[] {
  const otherAgentRole = draft.transaction_type === 'buyer' ? 'listing_agent' : 'buyer_agent';
  const rows: readonly [string, string, boolean][] = [
    ['buyer', 'buyer', false],
    ['buyer_2', 'co_buyer', false],
    ['seller', 'seller', false],
    ['seller_2', 'seller', false],
    ['other_agent', otherAgentRole, true],
  ];
  const contacts: WizardContact[] = [];
  for (const [prefix, role, agentOnly] of rows) {
    const name = text(draft, `${prefix}_name`);
    if (!name) continue;
    const contact: WizardContact = { role, name, is_agent_only: agentOnly };
    const company = text(draft, `${prefix}_company`);
    const email = text(draft, `${prefix}_email`);
    const phone = text(draft, `${prefix}_phone`);
    if (company) contact.company = company;
    if (email) contact.email = email;
    if (phone) contact.phone = phone;
    contacts.push(contact);
  }
  const lender = text(draft, 'lender_name');
  if (lender && !isSeller(draft)) contacts.push({ role: 'lender', ...companyContact(lender, text(draft, 'loan_officer_name')), ...optional(draft, 'loan_officer') });
  const title = text(draft, 'title_company_name');
  // The escrow officer is not asked on new construction (ADR 0076): what was typed before the type changed is not sent.
  const escrow = draft.transaction_type === 'new_construction' ? {} : optional(draft, 'escrow_officer');
  if (title) contacts.push({ role: 'title_company', ...companyContact(title, text(draft, 'title_company_contact')), ...escrow });
  return contacts;
}

/**
 * A company's contact: the person when named, at the company; the company alone otherwise, never
 * "Independence Title, Independence Title" (issue 20 item 1).
 */
function companyContact(company: string, person: string): { name: string; company?: string } {
  return person && person !== company ? { name: person, company } : { name: company };
}

function optional(draft: Draft, prefix: string): { email?: string; phone?: string } {
  const result: { email?: string; phone?: string } = {};
  const email = text(draft, `${prefix}_email`);
  const phone = text(draft, `${prefix}_phone`);
  if (email) result.email = email;
  if (phone) result.phone = phone;
  return result;
}

/** A client account as the picker lists it. */
export interface PickedClient {
  full_name: string;
  email: string;
  phone: string | null;
}

/**
 * The chosen client is the deal's own party — the buyer on a buyer or new construction deal, the
 * seller on a seller deal — so their name, e-mail and phone fill that party's fields (issue 20
 * item 1: the buyer's name was typed twice). What the agent typed there themselves stays: a field
 * is filled only when empty or still holding the previously chosen client's value.
 */
export function withClientAsParty(draft: WizardDraft, client: PickedClient | null, previous: PickedClient | null): WizardDraft {
  if (!client) return draft;
  const party = isSeller(draft) ? 'seller' : 'buyer';
  const next = { ...draft };
  const pairs: [string, string | null, string | null | undefined][] = [
    [`${party}_name`, client.full_name, previous?.full_name],
    [`${party}_email`, client.email, previous?.email],
    [`${party}_phone`, client.phone, previous?.phone],
  ];
  for (const [key, value, before] of pairs) {
    const current = text(next, key);
    if (value && (current === '' || current === (before ?? '').trim())) next[key] = value;
  }
  return next;
}
