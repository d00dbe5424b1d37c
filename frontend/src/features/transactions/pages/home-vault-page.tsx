import { useParams, useSearchParams } from 'react-router-dom';

import { ClientLayout } from '@/components/layouts/area-layouts';
import { PlaceholderFacts, ScreenPlaceholder } from '@/components/screen-placeholder';

export default function HomeVaultPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const preview = searchParams.get('mode') === 'preview';
  return (
    <ClientLayout>
      <ScreenPlaceholder
        title="Home Vault"
        description="A lasting, read-only record of your home after closing."
        context={
          <PlaceholderFacts
            facts={[
              ['Transaction', id ?? '—'],
              ['Mode', preview ? 'Agent preview' : 'Owner'],
            ]}
          />
        }
        planned={[
          'Property summary: address, type, purchase price and closing date',
          'Your closing documents, each available to download',
          'Key contacts and vendors from the deal',
          'Homeowner’s insurance and financial details',
        ]}
      />
    </ClientLayout>
  );
}
