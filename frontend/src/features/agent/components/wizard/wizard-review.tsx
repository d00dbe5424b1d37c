import { ContactList } from '@/components/contacts/contact-list';
import { FieldSection } from '@/components/fields/field-section';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { CreateTransactionDto, TransactionContactDto } from '@/shared/api/generated';
import type { Draft } from '@/shared/fields/field-def';

import { WizardMilestones } from './wizard-milestones';
import { MISSING_CONTRACT, reviewWarnings, sanitizeWizardPayload } from './wizard-rules';
import { ADDITIONAL_STEP_INDEX, DISCLOSURES_STEP_INDEX, WIZARD_STEPS } from './wizard-steps';
import styles from './wizard.module.css';

interface WizardReviewProps {
  draft: Draft;
  clientId: string | null;
  clientName: string | null;
  hasContract: boolean;
  /** The key contacts added on the Additional step (ADR 0080). */
  keyContacts: readonly TransactionContactDto[];
  onEditStep: (index: number) => void;
  /** The create body, for the milestone preview. */
  previewBody: CreateTransactionDto;
}

/**
 * The review step (spec 001 §2.6): what will be saved, step by step (only the values given), the
 * advisory warnings of §5, and a way back to each step; 'Edit in Disclosures' goes to step index 4.
 */
export function WizardReview({ draft, clientId, clientName, hasContract, keyContacts, onEditStep, previewBody }: WizardReviewProps) {
  const payload = sanitizeWizardPayload(draft);
  const warnings = reviewWarnings(draft, clientId, hasContract);
  return (
    <div className={styles.review}>
      {warnings.missingItems.length > 0 && (
        <Alert
          tone="warning"
          title="Missing Required Items"
          action={
            <div className={styles.warningActions}>
              <Button variant="secondary" size="sm" onClick={() => onEditStep(DISCLOSURES_STEP_INDEX)}>
                Edit in Disclosures
              </Button>
              {/* The contract is uploaded on Additional, not on the disclosure step the spec's link opens. */}
              {warnings.missingItems.includes(MISSING_CONTRACT) && (
                <Button variant="secondary" size="sm" onClick={() => onEditStep(ADDITIONAL_STEP_INDEX)}>
                  Upload in Additional
                </Button>
              )}
            </div>
          }
        >
          <ul className={styles.missingList}>
            {warnings.missingItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Alert>
      )}
      {warnings.clientMissing && (
        <Alert tone="warning" title="Client not selected">
          The client cannot see this transaction until a client is linked to it.
        </Alert>
      )}
      <dl className={styles.clientLine}>
        <dt>Client</dt>
        <dd>{clientName ?? 'Not set'}</dd>
      </dl>
      {WIZARD_STEPS.slice(0, -1).map((step, index) => {
        const fields = step.sections.flatMap((section) => section.fields).filter((def) => payload[def.key] !== undefined);
        if (fields.length === 0) return null;
        return (
          <div key={step.id} className={styles.reviewBlock}>
            <FieldSection
              headingLevel={3}
              section={{ id: `review-${step.id}`, title: step.title, fields }}
              record={payload}
              action={
                <Button variant="ghost" size="sm" onClick={() => onEditStep(index)} aria-label={`Edit ${step.title}`}>
                  Edit
                </Button>
              }
            />
          </div>
        );
      })}
      {keyContacts.length > 0 && (
        <section className={`${styles.reviewBlock} ${styles.keyContacts}`} aria-labelledby="review-key-contacts">
          <div className={styles.keyContactsHeader}>
            <h3 id="review-key-contacts" className={styles.sectionTitle}>
              Key contacts
            </h3>
            <Button variant="ghost" size="sm" onClick={() => onEditStep(ADDITIONAL_STEP_INDEX)}>
              Edit in Additional
            </Button>
          </div>
          <ContactList contacts={keyContacts} />
        </section>
      )}
      <WizardMilestones body={previewBody} />
    </div>
  );
}
