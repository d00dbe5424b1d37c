import { AgentLayout } from '@/components/layouts/area-layouts';
import { DataPrivacyModal } from '@/components/data-privacy-modal';
import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function AgentSettingsPage() {
  return (
    <AgentLayout>
      <ScreenPlaceholder
        title="Account Settings"
        description="Your agent profile, password, client education texts and privacy requests."
        actions={<DataPrivacyModal />}
        planned={[
          'Agent information: name, email, phone, brokerage and license number',
          'Change password',
          'Education Prompts Library',
          'Data privacy requests: a copy of your data, or deletion',
          'Registered clients',
        ]}
      />
    </AgentLayout>
  );
}
