import { AgentLayout } from '@/components/layouts/area-layouts';
import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function VendorLibraryPage() {
  return (
    <AgentLayout>
      <ScreenPlaceholder
        title="Vendor Library"
        description="The inspectors, lenders, title companies and other pros you trust, ready to share with a deal."
        planned={[
          'Search by name, company or contact, and filter by category',
          'Each vendor with category, company, contact, email, phone and notes',
          'Add, edit and delete vendors',
          'Share a vendor to one of your active transactions',
        ]}
      />
    </AgentLayout>
  );
}
