import { ValidationError } from '../../../../platform/errors/domain-error';
import { addDays } from '../../kernel/domain/milestone-dates';
import { outsideTexas, TEXAS_ONLY_MESSAGE } from '../../kernel/domain/texas-items';
import { FieldValue, FieldValues, TransactionType } from '../../kernel/domain/transaction-fields';

/**
 * The field-dependency rules of spec 001 §4 ("Wizard field dependencies") and 002 §4 ("Field
 * dependencies in transaction forms"), as pure functions over the deal's fields. They run inside
 * decide on the fields as they would be after a command, so the rules hold for every way a field can
 * change (wizard, draft, detail panels), not only for the screen that first enforced them.
 */

export interface DependencyContext {
  transactionType: TransactionType;
  /** The fields before the command (set ones only). */
  before: FieldValues;
  /** The keys the command itself sets or clears (what the user touched). */
  touched: ReadonlySet<string>;
  /** A draft: nothing is required yet (spec 001 §4 Save Draft), but the clearing rules still hold. */
  draft?: boolean;
}

type Fields = Record<string, FieldValue | undefined>;

const isOn = (value: FieldValue | undefined): boolean => value === true;
const isSet = (value: FieldValue | undefined): boolean => value !== null && value !== undefined;

function clear(fields: Fields, keys: readonly string[]): void {
  for (const key of keys) fields[key] = null;
}

/** Keys turned on / off by this command (a flag untouched keeps whatever it had). */
const turnedOn = (ctx: DependencyContext, fields: Fields, key: string) => ctx.touched.has(key) && isOn(fields[key]) && !isOn(ctx.before[key]);
const turnedOff = (ctx: DependencyContext, fields: Fields, key: string) => ctx.touched.has(key) && !isOn(fields[key]) && isOn(ctx.before[key]);

/** Spec 001 §4: waiving the financing contingency clears its date. */
function financing(fields: Fields): void {
  if (isOn(fields.financing_contingency_waived)) clear(fields, ['financing_contingency_end_date']);
}

/**
 * Spec 001 §4: unticking T-47 required clears delivered, due date and document; delivered clears the
 * due date; undelivered clears the document. MUD/PID identically.
 */
function texasItem(fields: Fields, ctx: DependencyContext, item: { required: string; delivered: string; due: string; document: string }): void {
  if (!isOn(fields[item.required])) {
    clear(fields, [item.delivered, item.due, item.document]);
    return;
  }
  if (isOn(fields[item.delivered])) clear(fields, [item.due]);
  // Only the edit that unticks "delivered" takes the document away, never an unrelated one.
  else if (turnedOff(ctx, fields, item.delivered)) clear(fields, [item.document]);
}

export const T47_FIELDS = ['t47_required', 't47_delivered', 't47_delivered_date', 't47_due_date', 't47_doc_url'] as const;
export const MUD_PID_FIELDS = ['mud_pid_required', 'mud_pid_delivered', 'mud_pid_due_date', 'mud_pid_document_url'] as const;

export { TEXAS_ONLY_MESSAGE };

function texas(fields: Fields, ctx: DependencyContext): void {
  const texasFields = [...T47_FIELDS, ...MUD_PID_FIELDS];
  if (outsideTexas(fields)) {
    if (texasFields.some((key) => ctx.touched.has(key) && isSet(fields[key]))) throw new ValidationError(TEXAS_ONLY_MESSAGE);
    // Moving the property out of Texas: its Texas items no longer apply.
    clear(fields, texasFields);
    return;
  }
  texasItem(fields, ctx, { required: 't47_required', delivered: 't47_delivered', due: 't47_due_date', document: 't47_doc_url' });
  if (!isOn(fields.t47_delivered)) clear(fields, ['t47_delivered_date']);
  texasItem(fields, ctx, { required: 'mud_pid_required', delivered: 'mud_pid_delivered', due: 'mud_pid_due_date', document: 'mud_pid_document_url' });
}

/** Spec 001 §4: unticking home sale contingency clears its date. */
function homeSale(fields: Fields): void {
  if (!isOn(fields.home_sale_contingency) && isSet(fields.home_sale_contingency)) clear(fields, ['home_sale_contingency_date']);
}

/** Spec 001 §4: option period end is recomputed as start (or effective date) plus option_period_days. */
function optionPeriod(fields: Fields, ctx: DependencyContext): void {
  const inputs = ['option_period_start', 'effective_date', 'option_period_days'];
  if (!inputs.some((key) => ctx.touched.has(key))) return;
  const start = (fields.option_period_start ?? fields.effective_date) as string | null | undefined;
  const days = fields.option_period_days as number | null | undefined;
  if (isSet(start) && isSet(days)) fields.option_period_end = addDays(start!, days!);
  // Clearing the days clears the end they made, unless the same edit states an end of its own.
  else if (ctx.touched.has('option_period_days') && !isSet(days) && !ctx.touched.has('option_period_end')) clear(fields, ['option_period_end']);
}

/**
 * Spec 001 §4: ticking scheduled clears waived; unticking scheduled clears the datetime; ticking waived
 * clears scheduled and the datetime; for sellers, entering a datetime sets scheduled and clears waived.
 */
function inspection(fields: Fields, ctx: DependencyContext): void {
  if (ctx.touched.has('inspection_scheduled') && ctx.touched.has('inspection_waived') && isOn(fields.inspection_scheduled) && isOn(fields.inspection_waived)) {
    throw new ValidationError('An inspection cannot be both scheduled and waived');
  }
  if (ctx.transactionType === 'seller' && ctx.touched.has('inspection_datetime') && isSet(fields.inspection_datetime)) {
    fields.inspection_scheduled = true;
    fields.inspection_waived = false;
  }
  if (turnedOn(ctx, fields, 'inspection_scheduled')) fields.inspection_waived = false;
  if (isOn(fields.inspection_waived)) {
    fields.inspection_scheduled = false;
    clear(fields, ['inspection_datetime']);
  }
  if (isSet(fields.inspection_scheduled) && !isOn(fields.inspection_scheduled)) clear(fields, ['inspection_datetime']);
}

export const HOA_DEPENDENT_FIELDS = [
  'hoa_name',
  'hoa_monthly_fee',
  'hoa_transfer_fee',
  'hoa_capital_contribution',
  'hoa_resale_cert_required',
  'hoa_resale_cert_due_date',
  'hoa_resale_cert_url',
  'hoa_resale_cert_doc_visibility',
  'hoa_package_url',
] as const;

/** Spec 001 §4: hoa_exists off clears HOA name, fees, certificate fields and document URLs; resale cert off clears its due date. */
function hoa(fields: Fields): void {
  if (isSet(fields.hoa_exists) && !isOn(fields.hoa_exists)) clear(fields, HOA_DEPENDENT_FIELDS);
  if (!isOn(fields.hoa_resale_cert_required)) clear(fields, ['hoa_resale_cert_due_date']);
}

export const SURVEY_DEPENDENT_FIELDS = [
  'survey_delivered',
  'survey_provided_by_seller',
  'survey_paid_by',
  'survey_due_date',
  'survey_document_url',
  'survey_client_doc_visibility',
  // The contract's ¶6C box, its days and the receipt ¶6D counts from (issue 18 item 3).
  'survey_option',
  'survey_days',
  'survey_received_date',
] as const;

/**
 * Spec 001 §4: delivered clears the due date; undelivered clears the document and its visibility;
 * survey_required off clears the survey fields; outside new construction a survey provided by the
 * seller clears survey_paid_by and the due date.
 */
function survey(fields: Fields, ctx: DependencyContext): void {
  if (isSet(fields.survey_required) && !isOn(fields.survey_required)) {
    clear(fields, SURVEY_DEPENDENT_FIELDS);
    return;
  }
  if (isOn(fields.survey_delivered)) clear(fields, ['survey_due_date']);
  if (turnedOff(ctx, fields, 'survey_delivered')) clear(fields, ['survey_document_url', 'survey_client_doc_visibility']);
  if (ctx.transactionType !== 'new_construction' && isOn(fields.survey_provided_by_seller)) clear(fields, ['survey_paid_by', 'survey_due_date']);
}

/** Spec 001 §4: marking the seller disclosure delivered clears its due date. */
function sellerDisclosure(fields: Fields): void {
  if (isOn(fields.seller_disclosure_delivered)) clear(fields, ['seller_disclosure_due_date']);
}

/** Spec 002 §4 possession modes: away from on_date clears the datetime; away from leaseback clears its dates and rent. */
function possession(fields: Fields): void {
  const mode = fields.possession_mode ?? 'on_funding';
  if (mode !== 'on_date') clear(fields, ['possession_datetime']);
  if (mode !== 'leaseback') clear(fields, ['leaseback_start_date', 'leaseback_end_date', 'leaseback_rent']);
}

/**
 * Spec 001 §4: the appraisal's scheduled time while scheduled or completed; completed time only when
 * completed. Those statuses are the buyer's to track: a seller deal keeps its optional appraisal date
 * and time as given (spec 001 §4 "a seller sees only the optional appraisal date/time").
 */
function appraisal(fields: Fields, ctx: DependencyContext): void {
  if (ctx.transactionType === 'seller') return;
  const status = fields.appraisal_status ?? 'not_ordered';
  if (status !== 'scheduled' && status !== 'completed') clear(fields, ['appraisal_scheduled_at']);
  if (status !== 'completed') clear(fields, ['appraisal_completed_at']);
}

/**
 * Issue 20 item 4 (ADR 0077): "Closing status" agrees with the closing appointment. A deal with an
 * appointment is not 'unscheduled': it reads 'scheduled'; an appointment taken away from a 'scheduled'
 * closing makes it 'unscheduled' again. The later statuses (completed, funded, delayed, canceled) are
 * the agent's word and stay.
 */
function closingStatus(fields: Fields, ctx: DependencyContext): void {
  const status = fields.closing_status ?? 'unscheduled';
  if (isSet(fields.closing_appointment_datetime)) {
    if (status === 'unscheduled') fields.closing_status = 'scheduled';
  } else if (ctx.touched.has('closing_appointment_datetime') && isSet(ctx.before.closing_appointment_datetime) && status === 'scheduled') {
    fields.closing_status = 'unscheduled';
  }
}

export const INSURANCE_BIND_DATE_REQUIRED = 'Insurance bind date is required when status is bound';

/** Spec 001 §5: loan approval date only when approved; insurance bind date required when bound. */
function loanAndInsurance(fields: Fields, ctx: DependencyContext): void {
  if (fields.loan_approval_status !== 'approved') clear(fields, ['loan_approval_date']);
  if (!ctx.draft && fields.insurance_status === 'bound' && !isSet(fields.insurance_bind_date)) throw new ValidationError(INSURANCE_BIND_DATE_REQUIRED);
}

/** Spec 001 §5 / 002 §5: seller transactions neither show nor save loan, down payment, lending type, approval status and loan notes. */
export const SELLER_REFUSED_FIELDS = [
  'loan_amount',
  'down_payment_amount',
  'down_payment_percentage',
  'lending_type',
  'loan_approval_status',
  'loan_approval_date',
  'loan_internal_notes',
] as const;

export const sellerLoanFieldsMessage = (keys: readonly string[]) => `Seller transactions do not have loan fields: ${keys.join(', ')}`;

function sellerLoanFields(fields: Fields, ctx: DependencyContext): void {
  if (ctx.transactionType !== 'seller') return;
  const refused = SELLER_REFUSED_FIELDS.filter((key) => ctx.touched.has(key) && isSet(fields[key]));
  if (refused.length > 0) throw new ValidationError(sellerLoanFieldsMessage(refused));
}

export const FINANCING_LENDING_MISMATCH = 'Financing type and lending type are the same choice: give one, or the same value in both';

/**
 * Spec 001 §3 lists `financing_type` and `lending_type` with the same choices, and the wizard asks for
 * one of them: they are one fact under two names (issue 20 item 1: a deal entered as "Conventional"
 * read "Lending type: Not set"). An edit of either sets both; two different values in one edit are
 * refused. A seller deal has no lending type (spec 001 §5), so its financing type stands alone.
 */
function financingKind(fields: Fields, ctx: DependencyContext): void {
  if (ctx.transactionType === 'seller') return;
  const financing = ctx.touched.has('financing_type');
  const lending = ctx.touched.has('lending_type');
  if (financing && lending && (fields.financing_type ?? null) !== (fields.lending_type ?? null)) throw new ValidationError(FINANCING_LENDING_MISMATCH);
  if (financing) fields.lending_type = fields.financing_type ?? null;
  else if (lending) fields.financing_type = fields.lending_type ?? null;
}

/**
 * The deal's fields after a command with every dependency rule applied. `next` is before + the
 * command's changes; the result says which fields the rules clear or set on top.
 */
export function applyFieldDependencies(next: FieldValues, ctx: DependencyContext): FieldValues {
  const fields: Fields = { ...next };
  sellerLoanFields(fields, ctx);
  financingKind(fields, ctx);
  texas(fields, ctx);
  financing(fields);
  homeSale(fields);
  optionPeriod(fields, ctx);
  inspection(fields, ctx);
  hoa(fields);
  survey(fields, ctx);
  sellerDisclosure(fields);
  possession(fields);
  closingStatus(fields, ctx);
  appraisal(fields, ctx);
  loanAndInsurance(fields, ctx);
  const result: FieldValues = {};
  for (const [key, value] of Object.entries(fields)) if (value !== null && value !== undefined) result[key] = value;
  return result;
}

/** Spec 001 §5 wizard basics: required for a live deal ('Required'). */
export const REQUIRED_BASICS = ['property_address', 'property_city', 'property_state', 'property_zip'] as const;

export const WIZARD_MESSAGES = {
  required: 'Required',
  financingEndRequired: 'Financing contingency end date is required unless waived',
  financingDueWhenEnabled: 'Financing contingency due date is required when enabled',
  optionEndAfterEffective: 'Option period end date must be after effective date',
  closingAfterOptionEnd: 'Closing date must be after option period end date',
  closingAfterEffective: 'Closing date must be after effective date',
  dueDateIfNotDelivered: 'Due date required if not delivered',
  /** Not in the spec (issue 20 item 1): a walkthrough before the contract cannot have happened, nor be "Done" on day one. */
  walkthroughAfterEffective: 'Final walkthrough must be on or after the effective date',
} as const;

/** The wizard's checks a live deal must pass (create live, submit a draft): spec 001 §5 "Wizard". */
export function checkLiveDeal(fields: FieldValues, transactionType: TransactionType, clientId: string | null): void {
  for (const key of REQUIRED_BASICS) if (!isSet(fields[key])) throw new ValidationError(`${key}: ${WIZARD_MESSAGES.required}`);
  if (clientId === null) throw new ValidationError(`client_id: ${WIZARD_MESSAGES.required}`);
  const financingType = fields.financing_type ?? fields.lending_type;
  if (
    transactionType === 'buyer' &&
    isSet(financingType) &&
    financingType !== 'cash' &&
    !isOn(fields.financing_contingency_waived) &&
    !isSet(fields.financing_contingency_end_date)
  ) {
    throw new ValidationError(`financing_contingency_end_date: ${WIZARD_MESSAGES.financingEndRequired}`);
  }
  if (isOn(fields.financing_contingency_enabled) && !isOn(fields.financing_contingency_waived) && !isSet(fields.financing_contingency_end_date)) {
    throw new ValidationError(`financing_contingency_end_date: ${WIZARD_MESSAGES.financingDueWhenEnabled}`);
  }
  checkDateOrder(fields);
  if (isOn(fields.t47_required) && !isOn(fields.t47_delivered) && !isSet(fields.t47_due_date)) {
    throw new ValidationError(`t47_due_date: ${WIZARD_MESSAGES.dueDateIfNotDelivered}`);
  }
  if (isOn(fields.mud_pid_required) && !isOn(fields.mud_pid_delivered) && !isSet(fields.mud_pid_due_date)) {
    throw new ValidationError(`mud_pid_due_date: ${WIZARD_MESSAGES.dueDateIfNotDelivered}`);
  }
}

/** The contract's dates in their order (spec 001 §5): each pair is checked when `touched` names one of it (every pair when absent). */
const DATE_ORDER = [
  { earlier: 'effective_date', later: 'option_period_end', message: `option_period_end: ${WIZARD_MESSAGES.optionEndAfterEffective}` },
  { earlier: 'option_period_end', later: 'closing_date', message: `closing_date: ${WIZARD_MESSAGES.closingAfterOptionEnd}` },
  { earlier: 'effective_date', later: 'closing_date', message: `closing_date: ${WIZARD_MESSAGES.closingAfterEffective}` },
  // A date-time against a date: its UTC day, which is never before the property's own day in the US.
  { earlier: 'effective_date', later: 'final_walkthrough_datetime', message: `final_walkthrough_datetime: ${WIZARD_MESSAGES.walkthroughAfterEffective}` },
] as const;

function checkDateOrder(fields: FieldValues, touched?: ReadonlySet<string>): void {
  for (const { earlier, later, message } of DATE_ORDER) {
    if (touched && !touched.has(earlier) && !touched.has(later)) continue;
    const first = (fields[earlier] as string | undefined)?.slice(0, 10);
    const second = (fields[later] as string | undefined)?.slice(0, 10);
    // Spec 001 §5: "not after": the same day passes.
    if (first && second && first > second) throw new ValidationError(message);
  }
}

/**
 * A live deal's edit keeps what its create checked (issue 18 item 5): its basics cannot be cleared,
 * and the dates it moves stay in the contract's order. Only what the edit touches is checked, so a
 * deal made before a rule existed can still be edited elsewhere.
 */
export function checkLiveEdit(fields: FieldValues, touched: ReadonlySet<string>): void {
  for (const key of REQUIRED_BASICS) if (touched.has(key) && !isSet(fields[key])) throw new ValidationError(`${key}: ${WIZARD_MESSAGES.required}`);
  checkDateOrder(fields, touched);
}
