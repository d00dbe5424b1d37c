import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/shared/api/error-message';
import {
  useListEducationPromptsQuery,
  useResetMilestoneEducationMutation,
  useSetMilestoneEducationMutation,
  type EducatedMilestoneType,
  type TransactionMilestoneDto,
} from '@/shared/api/generated';

import styles from './education.module.css';
import { EDUCATION_TEXT_MAX } from './education-prompts-library';

/** Spec 002 §8 / §9, verbatim. */
export const CLIENT_EDUCATION_TEXT = {
  empty: 'Education text cannot be empty',
  saveFailed: 'Failed to save education text',
  resetFailed: 'Failed to reset to default',
  resetConfirm: 'Reset to default text? This will remove your custom education text.',
  noTemplates: 'No saved templates for this milestone type yet',
} as const;

interface EditClientEducationProps {
  transactionId: string;
  milestone: TransactionMilestoneDto;
}

/**
 * The timeline's "Client education" action and its Edit Client Education modal (spec 002 §2, §7, §9):
 * the text this deal's client reads for the milestone, written over the default or from a saved
 * template, or reset to the default. It sends no If-Match: one milestone's text does not depend on
 * the rest of the deal, which tasks and jobs change all the time.
 */
export function EditClientEducation({ transactionId, milestone }: EditClientEducationProps) {
  const [open, setOpen] = useState(false);
  if (milestone.education_text === null) return null;
  return (
    <>
      <Button size="sm" variant="ghost" aria-label={`Client education for ${milestone.milestone_name}`} onClick={() => setOpen(true)}>
        Client education
      </Button>
      {milestone.custom_education_text && <Badge tone="brand">Custom text</Badge>}
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <EducationDialog transactionId={transactionId} milestone={milestone} onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function EducationDialog({ transactionId, milestone, onClose }: EditClientEducationProps & { onClose: () => void }) {
  const [text, setText] = useState(milestone.education_text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [save, saving] = useSetMilestoneEducationMutation();
  const [reset, resetting] = useResetMilestoneEducationMutation();
  // Only types with an education text reach here (never custom).
  const milestoneType = milestone.milestone_type as EducatedMilestoneType;
  const prompts = useListEducationPromptsQuery({ milestoneType });
  // The agent's saved prompts for the type; the system default is what Reset gives back.
  const templates = { isLoading: prompts.isLoading, data: prompts.data?.filter((prompt) => !prompt.is_default) };
  const custom = milestone.custom_education_text !== null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (text.trim() === '') {
      setError(CLIENT_EDUCATION_TEXT.empty);
      return;
    }
    try {
      await save({ id: transactionId, milestoneType, milestoneEducationDto: { custom_education_text: text } }).unwrap();
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, CLIENT_EDUCATION_TEXT.saveFailed));
    }
  };

  const resetToDefault = async () => {
    setError(null);
    try {
      await reset({ id: transactionId, milestoneType }).unwrap();
      onClose();
    } catch (failure) {
      setConfirmingReset(false);
      setError(errorMessage(failure, CLIENT_EDUCATION_TEXT.resetFailed));
    }
  };

  const formId = `client-education-${milestone.id}`;
  return (
    <DialogContent
      size="lg"
      title="Edit Client Education"
      description={`What your client reads under Learn More for “${milestone.milestone_name}” on this deal.`}
      footer={
        confirmingReset ? (
          <>
            <span className={styles.muted}>{CLIENT_EDUCATION_TEXT.resetConfirm}</span>
            <Button variant="secondary" onClick={() => setConfirmingReset(false)} disabled={resetting.isLoading}>
              Keep my text
            </Button>
            <Button variant="danger" loading={resetting.isLoading} loadingText="Resetting..." onClick={() => void resetToDefault()}>
              Reset
            </Button>
          </>
        ) : (
          <>
            {custom && (
              <Button variant="ghost" onClick={() => setConfirmingReset(true)}>
                Reset to default
              </Button>
            )}
            <DialogCancel />
            <Button type="submit" form={formId} loading={saving.isLoading} loadingText="Saving...">
              Save
            </Button>
          </>
        )
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <Textarea
          label="Education text"
          hint={custom ? 'Your text for this deal.' : 'The default text. Saving makes it this deal’s own.'}
          rows={6}
          value={text}
          maxLength={EDUCATION_TEXT_MAX}
          showCount
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <section className={styles.templatesSection} aria-labelledby={`${formId}-templates`}>
        <h3 id={`${formId}-templates`} className={styles.sectionLabel}>
          Start from a saved prompt
        </h3>
        {templates.isLoading ? (
          <Skeleton height="3rem" />
        ) : !templates.data?.length ? (
          <p className={styles.muted}>{CLIENT_EDUCATION_TEXT.noTemplates}</p>
        ) : (
          <ul className={styles.templates}>
            {templates.data.map((template) => (
              <li key={template.id}>
                <button type="button" className={styles.templateButton} onClick={() => setText(template.prompt_text)}>
                  <span className={styles.templateName}>{template.title}</span>
                  <span className={styles.templateHint}>Use this text</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </DialogContent>
  );
}
