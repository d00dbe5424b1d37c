import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/use-toast';
import { useFixMilestoneIntegrityMutation } from '@/shared/api/generated';

import styles from './integrity-warning.module.css';

/** Spec 002 §4 / §8, verbatim. */
export const INTEGRITY_TEXT = {
  warning: 'Timeline out of date with the current deadline rules',
  fixed: 'Integrity issues fixed successfully',
  failed: 'Failed to fix integrity issues',
} as const;

/** The warning when a deal's milestones drifted from the rules, with Fix (regenerate): the dashboard row and the timeline. */
export function IntegrityWarning({ transactionId, title }: { transactionId: string; title: string }) {
  const [fix, { isLoading }] = useFixMilestoneIntegrityMutation();
  const toast = useToast();
  const run = async () => {
    try {
      const report = await fix({ id: transactionId }).unwrap();
      toast(report.ok ? { title: INTEGRITY_TEXT.fixed, tone: 'success' } : { title: INTEGRITY_TEXT.failed, tone: 'error' });
    } catch {
      toast({ title: INTEGRITY_TEXT.failed, tone: 'error' });
    }
  };
  return (
    <div className={styles.integrity} role="note">
      <span>{INTEGRITY_TEXT.warning}</span>
      <Button size="sm" variant="secondary" loading={isLoading} loadingText="Fixing..." aria-label={`Fix the timeline of ${title}`} onClick={() => void run()}>
        Fix
      </Button>
    </div>
  );
}
