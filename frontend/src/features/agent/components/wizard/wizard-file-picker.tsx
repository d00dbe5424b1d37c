import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';

import { checkWizardFile, type FileSlot } from './wizard-rules';
import styles from './wizard.module.css';

const ACCEPT: Record<FileSlot, string> = {
  photo: 'image/*',
  contract: '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  sellers_disclosure: '.pdf,.doc,.docx',
  survey: '.pdf,.doc,.docx',
  t47: '.pdf,application/pdf',
  mud_pid: '.pdf,application/pdf',
  hoa_resale_cert: '.pdf,application/pdf',
  appraisal_report: '.pdf,application/pdf',
};

interface WizardFilePickerProps {
  slot: FileSlot;
  label: string;
  hint: string;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
}

/** A file input checked on choice (spec 001 §5): a refused file is not kept and its message shows. */
export function WizardFilePicker({ slot, label, hint, file, onChange }: WizardFilePickerProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={styles.filePicker}>
      <label htmlFor={id} className={styles.fileLabel}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.fileHint}>
        {hint}
      </p>
      <div className={styles.fileRow}>
        <input
          id={id}
          type="file"
          accept={ACCEPT[slot]}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className={styles.fileInput}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (!chosen) return;
            const problem = checkWizardFile(slot, chosen);
            setError(problem);
            if (!problem) onChange(chosen);
          }}
        />
        {file && (
          <span className={styles.fileChosen}>
            {file.name}
            <Button variant="ghost" size="sm" onClick={() => onChange(undefined)} aria-label={`Remove ${file.name}`}>
              Remove
            </Button>
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.fileError}>
          {error}
        </p>
      )}
    </div>
  );
}
