import { useEffect } from 'react';

import { MilestoneExplanation, OverrideBadge, milestoneWhen } from '@/components/fields/milestone-basis';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/shared/api/error-message';
import type { CreateTransactionDto } from '@/shared/api/generated';

import { usePreviewTransactionMilestonesMutation } from '../../api/wizard-api';
import styles from './wizard.module.css';

/**
 * The review step's auto-generated milestones (spec 001 §2.6): what the server will generate from
 * the dates entered so far (POST /transactions/milestone-preview), recomputed when the body changes.
 */
export function WizardMilestones({ body }: { body: CreateTransactionDto }) {
  const [preview, result] = usePreviewTransactionMilestonesMutation();
  const key = JSON.stringify(body);
  useEffect(() => {
    void preview({ createTransactionDto: JSON.parse(key) as CreateTransactionDto });
  }, [key, preview]);

  return (
    <section aria-labelledby="wizard-milestones-heading" className={styles.reviewBlock}>
      <h3 id="wizard-milestones-heading" className={styles.sectionTitle}>
        Auto-generated milestones
      </h3>
      {result.isError ? (
        <Alert
          tone="error"
          title={errorMessage(result.error, 'Failed to preview milestones')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void preview({ createTransactionDto: body })}>
              Retry
            </Button>
          }
        />
      ) : !result.data ? (
        <div aria-busy="true" aria-label="Loading milestones">
          <Skeleton height="1.5rem" />
          <Skeleton height="1.5rem" />
        </div>
      ) : result.data.length === 0 ? (
        <p className={styles.milestoneNote}>No milestones yet: add the contract, option period and closing dates to generate them.</p>
      ) : (
        <ol className={styles.milestones}>
          {result.data.map((milestone) => (
            <li key={milestone.milestone_type} className={styles.milestone}>
              <span className={styles.milestoneName}>
                {milestone.milestone_name} <OverrideBadge milestone={milestone} />
              </span>
              <span className={styles.milestoneDate}>
                {milestoneWhen(milestone)}
                {milestone.completed ? ' · done' : ''}
              </span>
              <MilestoneExplanation milestone={milestone} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
