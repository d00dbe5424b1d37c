import type { EnumOption } from './field-def';

/*
 * The choices of the deal's enum fields that the new-transaction wizard and the deal's detail screen
 * offer alike (the catalogue's values, backend domain/transaction-fields.ts, ADR 0020), so the two
 * never drift. Where the two screens word or order a list differently on purpose (financing, insurance
 * status, possession), each keeps its own. Relative imports only, so the unit tests load this file as it is.
 */

export const options = (...pairs: [string, string][]): EnumOption[] => pairs.map(([value, label]) => ({ value, label }));

export const PROPERTY_TYPES = options(
  ['single_family', 'Single family'],
  ['condo', 'Condo'],
  ['townhouse', 'Townhouse'],
  ['multi_family', 'Multi-family'],
  ['land', 'Land'],
  ['commercial', 'Commercial'],
);
export const BUILDER_LENDER_TYPES = options(['builder', 'Builder lender'], ['outside', 'Outside lender']);
export const LOAN_APPROVAL_STATUSES = options(
  ['not_started', 'Not started'],
  ['preapproved', 'Preapproved'],
  ['in_underwriting', 'In underwriting'],
  ['approved', 'Approved'],
  ['denied', 'Denied'],
);
export const APPRAISAL_STATUSES = options(
  ['not_ordered', 'Not ordered'],
  ['ordered', 'Ordered'],
  ['scheduled', 'Scheduled'],
  ['completed', 'Completed'],
);
export const SURVEY_PAID_BY = options(['buyer', 'Buyer'], ['seller', 'Seller']);
export const WHO_PAYS_TITLE = options(['buyer', 'Buyer'], ['seller', 'Seller'], ['split', 'Split']);
export const CLOSING_STATUSES = options(
  ['unscheduled', 'Unscheduled'],
  ['scheduled', 'Scheduled'],
  ['completed', 'Completed'],
  ['funded', 'Funded'],
  ['delayed', 'Delayed'],
  ['canceled', 'Canceled'],
);
