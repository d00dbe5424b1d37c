import { ComplianceBadge } from '@/components/fields/compliance-badge';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { TransactionDto } from '@/shared/api/generated';
import { NOT_SET } from '@/shared/fields/field-format';
import { cn } from '@/utils/cn';

import { PROPERTY_TYPES } from '@/shared/fields/deal-options';
import { formatDay, formatMoney, localDayOf, statusLabel, statusTone, typeLabel } from './deal-format';
import styles from './detail.module.css';

const decimal = (value: number | null) => (value === null ? NOT_SET : String(value));

/** "Travis" reads "Travis County"; a name that already says what it is ("Orleans Parish") stays as it is. */
export function countyLabel(county: string): string {
  return /\b(county|parish|borough|census area|municipality)\b/i.test(county) ? county : `${county} County`;
}

/**
 * The line under the address: city and state (spec 002 §2); the client's portal adds the zip and the
 * county, the rest of where the home is (issue 22 item 5, ADR 0066), so "Austin, TX 78701 · Travis County".
 */
export function placeLine(deal: Pick<TransactionDto, 'property_city' | 'property_state' | 'property_zip' | 'property_county'>, audience: 'agent' | 'client'): string {
  const cityState = [deal.property_city, deal.property_state].filter(Boolean).join(', ');
  if (audience === 'agent') return cityState;
  const county = deal.property_county?.trim();
  return [[cityState, deal.property_zip?.trim()].filter(Boolean).join(' '), county ? countyLabel(county) : ''].filter(Boolean).join(' · ');
}

/** Spec 002 §2 property header: photo, address, chips, the key facts and (for the agent) the client block. */
export function PropertyHeader({ deal, audience = 'agent' }: { deal: TransactionDto; audience?: 'agent' | 'client' }) {
  const place = placeLine(deal, audience);
  const facts: [string, string][] = [
    ['Purchase price', formatMoney(deal.purchase_price)],
    ['Closing date', formatDay(deal.closing_date)],
    ['Property type', PROPERTY_TYPES.find((option) => option.value === deal.property_type)?.label ?? NOT_SET],
    ['Bedrooms', decimal(deal.bedrooms)],
    ['Bathrooms', decimal(deal.bathrooms)],
    ['Year built', deal.year_built === null ? NOT_SET : String(deal.year_built)],
    ['Lot size', deal.lot_size || NOT_SET],
    ['MLS number', deal.mls_number || NOT_SET],
  ];
  return (
    <Card padded>
      <div className={styles.property}>
        {deal.property_image_url ? (
          <img className={styles.photo} src={deal.property_image_url} alt={`Photo of ${deal.property_address || 'the property'}`} />
        ) : (
          <div className={cn(styles.photo, styles.noPhoto)}>No image</div>
        )}
        <div>
          <h2 className={styles.address}>{deal.property_address || 'Property address pending'}</h2>
          <p className={styles.place}>{place || NOT_SET}</p>
          <div className={styles.chips}>
            <Badge tone="neutral">{typeLabel(deal.transaction_type)}</Badge>
            <Badge tone={statusTone(deal.status)}>{statusLabel(deal.status)}</Badge>
            {deal.status === 'closed' && deal.closed_at && <Badge tone="neutral">Closed on {formatDay(localDayOf(deal.closed_at, deal.time_zone))}</Badge>}
            {/* Issue 20 item 4: the agent sees at a glance whether a deadline is near or missed (spec 002 §4 compliance status). */}
            {audience === 'agent' && deal.status !== 'closed' && deal.status !== 'draft' && deal.compliance_status && (
              <ComplianceBadge value={deal.compliance_status} prefix="Compliance: " />
            )}
          </div>
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd className={cn(value === NOT_SET && styles.notSet)}>{value}</dd>
              </div>
            ))}
          </dl>
          {audience === 'client' ? null : deal.client_id ? (
            <div className={styles.client}>
              <strong>{deal.client_name || NOT_SET}</strong>
              {deal.client_email && <a href={`mailto:${deal.client_email}`}>{deal.client_email}</a>}
              {deal.client_phone && <a href={`tel:${deal.client_phone}`}>{deal.client_phone}</a>}
            </div>
          ) : (
            <Alert tone="warning" title="No client linked">
              Your client cannot see this transaction until a client is linked to it.
            </Alert>
          )}
        </div>
      </div>
    </Card>
  );
}
