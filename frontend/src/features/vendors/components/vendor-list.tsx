import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

import type { VendorDto } from '../api/vendors-api';
import { VENDOR_CATEGORY_LABELS } from './vendor-categories';
import styles from './vendors.module.css';

export interface VendorActions {
  onShare: (vendor: VendorDto) => void;
  onEdit: (vendor: VendorDto) => void;
  onDelete: (vendor: VendorDto) => void;
}

/** Spec 001 §2.4: name, category badge, company, contact, email, phone and notes; Share, Edit, Delete. */
export function VendorList({ vendors, ...actions }: { vendors: readonly VendorDto[] } & VendorActions) {
  return (
    <ul className={styles.list} aria-label="Vendors">
      {vendors.map((vendor) => (
        <VendorItem key={vendor.id} vendor={vendor} {...actions} />
      ))}
    </ul>
  );
}

function VendorItem({ vendor, onShare, onEdit, onDelete }: { vendor: VendorDto } & VendorActions) {
  const details: [string, ReactNode][] = [];
  if (vendor.company) details.push(['Company', vendor.company]);
  if (vendor.contact_name) details.push(['Contact', vendor.contact_name]);
  if (vendor.email) details.push(['Email', <a href={`mailto:${vendor.email}`}>{vendor.email}</a>]);
  if (vendor.phone) details.push(['Phone', <a href={`tel:${vendor.phone.replace(/[^\d+]/g, '')}`}>{vendor.phone}</a>]);
  if (vendor.website) {
    // The server keeps http(s) addresses only (shared-rules webAddressOf).
    details.push([
      'Website',
      <a href={vendor.website} target="_blank" rel="noopener noreferrer">
        {vendor.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
      </a>,
    ]);
  }
  return (
    <li className={styles.vendor}>
      <div className={styles.vendorHead}>
        <h2 className={styles.vendorName}>{vendor.name}</h2>
        <Badge tone="info">{VENDOR_CATEGORY_LABELS[vendor.category]}</Badge>
      </div>
      {details.length > 0 && (
        <dl className={styles.details}>
          {details.map(([label, value]) => (
            <div key={label} className={styles.detail}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {vendor.notes && <p className={styles.notes}>{vendor.notes}</p>}
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" aria-label={`Share ${vendor.name}`} onClick={() => onShare(vendor)}>
          Share
        </Button>
        <Button size="sm" variant="secondary" aria-label={`Edit ${vendor.name}`} onClick={() => onEdit(vendor)}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete ${vendor.name}`} onClick={() => onDelete(vendor)}>
          Delete
        </Button>
      </div>
    </li>
  );
}
