import { useState, type ReactNode } from 'react';

import { Textarea } from '@/components/ui/textarea';

import styles from './admin.module.css';

interface NotesFieldProps {
  label: ReactNode;
  value: string | null;
  /** Resolves when saved; rejects on failure (the caller shows the alert). */
  onSave: (notes: string) => Promise<unknown>;
  placeholder?: string;
}

/** Admin notes, saved when the field loses focus (spec 000 §2) and only if they changed. */
export function NotesField({ label, value, onSave, placeholder = 'Add a note for this item' }: NotesFieldProps) {
  const [draft, setDraft] = useState(value ?? '');
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  // A refetch with other notes (another admin, another tab) replaces the draft unless a save is running.
  const [serverValue, setServerValue] = useState(value);
  if (value !== serverValue) {
    setServerValue(value);
    if (state !== 'saving') setDraft(value ?? '');
  }

  const save = async () => {
    if (draft === (value ?? '')) return;
    setState('saving');
    try {
      await onSave(draft);
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  const status = { idle: '', saving: 'Saving…', saved: 'Saved', failed: 'Not saved' }[state];
  return (
    <div className={styles.notes}>
      <Textarea
        label={label}
        rows={2}
        value={draft}
        placeholder={placeholder}
        hint="Saved when you leave the field."
        onChange={(event) => {
          setDraft(event.target.value);
          if (state !== 'saving') setState('idle');
        }}
        onBlur={() => void save()}
      />
      <span className={styles.saveState} role="status">
        {status}
      </span>
    </div>
  );
}
