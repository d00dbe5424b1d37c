import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import { DocumentTitle } from '@/components/document-title';
import { AgentLayout } from '@/components/layouts/area-layouts';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/shared/api/error-message';

import { useListVendorsQuery, VENDOR_TEXT, type VendorCategory, type VendorDto } from '../api/vendors-api';
import { DeleteVendorDialog } from '../components/delete-vendor-dialog';
import { ShareVendorDialog } from '../components/share-vendor-dialog';
import { ALL_CATEGORIES, CATEGORY_FILTER_OPTIONS } from '../components/vendor-categories';
import { VendorFormDialog } from '../components/vendor-form-dialog';
import { VendorList } from '../components/vendor-list';
import styles from '../components/vendors.module.css';

/** Typing settles this long before the library is searched again. */
const SEARCH_DELAY_MS = 250;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

type Editing = { vendor: VendorDto | null } | null;

/**
 * The Vendor Library (/dashboard/agent/vendors, spec 001 §2.4): search over name, company and contact,
 * a category filter, the list with Share / Edit / Delete, and its empty, loading and error states.
 */
export default function VendorLibraryPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const settledSearch = useSettled(search.trim());
  const filtered = settledSearch !== '' || category !== ALL_CATEGORIES;
  const vendors = useListVendorsQuery(
    { search: settledSearch || undefined, category: category === ALL_CATEGORIES ? undefined : (category as VendorCategory) },
    { refetchOnMountOrArgChange: true },
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [sharing, setSharing] = useState<VendorDto | null>(null);
  const [deleting, setDeleting] = useState<VendorDto | null>(null);
  const shown = vendors.data ?? [];

  return (
    <AgentLayout>
      <DocumentTitle title="Vendor Library" />
      <PageHeader
        title="Vendor Library"
        description="The inspectors, lenders, title companies and other pros you trust, ready to share with a deal."
        actions={
          <>
            <Link className={buttonClassName({ variant: 'secondary' })} to={paths.agent.dashboard.href()}>
              Dashboard
            </Link>
            <Button onClick={() => setEditing({ vendor: null })}>Add Vendor</Button>
          </>
        }
      />
      <div className={styles.controls} role="search">
        <Input
          label="Search vendors"
          type="search"
          value={search}
          placeholder="Name, company or contact"
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select label="Category" value={category} onValueChange={setCategory} options={CATEGORY_FILTER_OPTIONS} />
      </div>
      {vendors.isLoading ? (
        <div role="status" className={styles.list} aria-busy="true">
          <span className="visually-hidden">Loading vendors…</span>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className={styles.skeletonRow} aria-hidden="true">
              <Skeleton width="45%" height="1.125rem" />
              <Skeleton width="70%" />
              <Skeleton width="30%" />
            </div>
          ))}
        </div>
      ) : vendors.isError ? (
        <Alert
          tone="error"
          title={VENDOR_TEXT.loadFailedTitle}
          action={
            <Button size="sm" variant="secondary" onClick={() => void vendors.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(vendors.error, VENDOR_TEXT.loadFailed)}
        </Alert>
      ) : shown.length === 0 ? (
        filtered ? (
          <EmptyState title={VENDOR_TEXT.noneFound} description="Try another search or category." />
        ) : (
          <EmptyState
            title={VENDOR_TEXT.noneYet}
            description="Add the inspectors, lenders and title companies you work with, then share them with your deals."
            action={<Button onClick={() => setEditing({ vendor: null })}>Add Your First Vendor</Button>}
          />
        )
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {shown.length === 1 ? '1 vendor shown' : `${shown.length} vendors shown`}
          </p>
          <VendorList vendors={shown} onShare={setSharing} onEdit={(vendor) => setEditing({ vendor })} onDelete={setDeleting} />
        </>
      )}
      <VendorFormDialog open={editing !== null} vendor={editing?.vendor ?? null} onClose={() => setEditing(null)} />
      <ShareVendorDialog vendor={sharing} onClose={() => setSharing(null)} />
      <DeleteVendorDialog vendor={deleting} onClose={() => setDeleting(null)} />
    </AgentLayout>
  );
}
