import { Card } from '@/components/ui/card';
import type { ProfileDto } from '@/shared/api/generated';
import { NOT_SET } from '@/shared/fields/field-format';

import styles from './settings.module.css';

/** Spec 001 §2.5: full name, email, phone (only when set), brokerage name, license number. */
export function AgentInfoCard({ profile }: { profile: ProfileDto }) {
  const rows: [string, string | null][] = [
    ['Full Name', profile.fullName],
    ['Email', profile.email],
    ...(profile.phone ? [['Phone', profile.phone] as [string, string]] : []),
    ['Brokerage', profile.company],
    ['License Number', profile.licenseNumber],
  ];
  return (
    <Card title="Agent Information">
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detail}>
            <dt>{label}</dt>
            <dd className={value ? undefined : styles.notSet}>{value || NOT_SET}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
