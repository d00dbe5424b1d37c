import type { TransactionVendorDto } from '@/shared/api/generated';

import { categoryLabel } from './vendor-texts';
import styles from './transaction-vendors.module.css';

/** A vendor's category, company and ways to reach them: e-mail and phone as links, the website opened apart. */
export function VendorContact({ vendor }: { vendor: Pick<TransactionVendorDto, 'category' | 'company' | 'email' | 'phone' | 'website'> }) {
  return (
    <span className={styles.meta}>
      <span>{categoryLabel(vendor.category)}</span>
      {vendor.company && <span>{vendor.company}</span>}
      {vendor.email && <a href={`mailto:${vendor.email}`}>{vendor.email}</a>}
      {vendor.phone && <a href={`tel:${vendor.phone}`}>{vendor.phone}</a>}
      {vendor.website && (
        <a href={vendor.website} target="_blank" rel="noopener noreferrer">
          {vendor.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
        </a>
      )}
    </span>
  );
}
