import { AgentLayout } from '@/components/layouts/area-layouts';
import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function NewTransactionPage() {
  return (
    <AgentLayout>
      <ScreenPlaceholder
        title="New Transaction"
        description="A guided, step-by-step wizard that sets up a deal and generates its milestones and tasks."
        planned={[
          'Transaction Basics: type, property address and the client',
          'Property Details and Parties Involved',
          'Financial Terms: earnest money, down payment, financing and option period',
          'Timeline & Contingencies: contract, option, inspection, appraisal and financing dates',
          'Title & Closing, and Additional Requirements',
          'Review with the generated milestones and anything still missing; save a draft at any step',
        ]}
      />
    </AgentLayout>
  );
}
