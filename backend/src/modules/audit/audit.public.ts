/** What other modules may use of the audit trail: reading entries (a person's data export reads theirs). */
export { ListAuditEntries } from './queries/list-audit-entries/list-audit-entries.query';
export { HasAudited } from './queries/has-audited/has-audited.query';
export type { AuditFilters } from './queries/list-audit-entries/list-audit-entries.query';
export type { AuditEntryDto, AuditPageDto } from './audit.dto';
export { hideAuditedValues } from './erasure/hide-audited-values';
export type { AuditedValues } from './erasure/hide-audited-values';
