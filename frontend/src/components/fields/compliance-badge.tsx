import { Badge, type BadgeTone } from '@/components/ui/badge';

export type ComplianceStatus = 'ok' | 'at_risk' | 'overdue';

/** Spec 002 §4 compliance status in words: the oversight dashboard's rows and the deal's own header. */
const COMPLIANCE: Record<ComplianceStatus, { label: string; tone: BadgeTone }> = {
  ok: { label: 'On track', tone: 'success' },
  at_risk: { label: 'At risk', tone: 'warning' },
  overdue: { label: 'Overdue', tone: 'danger' },
};

/** The deal's compliance status as a badge; `prefix` names it where the badge stands alone ("Compliance: At risk"). */
export function ComplianceBadge({ value, prefix }: { value: ComplianceStatus; prefix?: string }) {
  return (
    <Badge tone={COMPLIANCE[value].tone}>
      {prefix}
      {COMPLIANCE[value].label}
    </Badge>
  );
}
