import { useId, useState, type FormEvent } from 'react';

import { StaleRecordNotice } from '@/components/stale-record-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldGrid, FieldGridFull, Form } from '@/components/ui/form-layout';
import { staleRecordOf, type Versioned } from '@/shared/api/concurrency';
import { errorMessage } from '@/shared/api/error-message';
import { isFieldShown, type DraftValue, type FieldDef, type FieldRecord } from '@/shared/fields/field-def';
import { applyDependencies, changedFields, draftOf, rebaseDraft, sameFieldValues, type SentValue } from '@/shared/fields/field-values';

import { FieldControl } from './field-control';
import styles from './fields.module.css';

export interface FieldFormProps<R extends FieldRecord & Versioned> {
  /** Names the form for assistive technology, e.g. the section's title. */
  label: string;
  fields: readonly FieldDef[];
  /** The record as last read; its `version` is what the save sends as If-Match. */
  record: R;
  audience?: 'agent' | 'client';
  timeZone?: string;
  /**
   * Sends the changed fields only (spec 002 §5), with the version the form was started from: wire it
   * to `sendingVersion(mutation)` (shared/api/concurrency.ts). Rejects with the RTK Query error.
   */
  onSave: (changes: Record<string, SentValue>, version: number) => Promise<unknown>;
  /** Leaves the form; also what Save does when nothing changed (no call is made). */
  onCancel: () => void;
  /** Refetches the record after a stale save. */
  onReload?: () => void;
  reloading?: boolean;
  /** The screen's fallback failure text, e.g. 'Failed to update insurance information'. */
  failureText?: string;
}

/**
 * The edit form of a section of fields: one control per definition, dependency rules applied as the
 * user types, inline errors (described-by, first one focused), Save/Cancel with a saving state, and
 * the StaleRecordNotice when someone else saved first. Reloading keeps what the user typed.
 */
export function FieldForm<R extends FieldRecord & Versioned>({
  label,
  fields,
  record,
  audience = 'agent',
  timeZone,
  onSave,
  onCancel,
  onReload,
  reloading,
  failureText = 'Failed to save changes',
}: FieldFormProps<R>) {
  const formId = useId();
  const [base, setBase] = useState<R>(record);
  const [draft, setDraft] = useState<Record<string, DraftValue>>(() => draftOf(fields, record, timeZone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const [reloadAsked, setReloadAsked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const idOf = (def: FieldDef) => `${formId}-${def.key}`;

  // A newer version arrived while editing (a reload, or a live push): offer it, or take it in when asked.
  // One that changed none of this form's fields is taken in at once: nothing here could be lost.
  const newer = record.version !== base.version;
  const unrelated = newer && !stale && sameFieldValues(fields, base, record);
  if (newer && (reloadAsked || unrelated)) {
    setDraft(rebaseDraft(fields, base, record, draft, timeZone));
    setBase(record);
    setStale(false);
    setReloadAsked(false);
  }

  const reload = () => {
    setReloadAsked(true);
    if (!newer) onReload?.();
  };

  const change = (def: FieldDef, value: DraftValue) => {
    setDraft((current) => applyDependencies(fields, { ...current, [def.key]: value }));
    setErrors((current) => (current[def.key] ? { ...current, [def.key]: '' } : current));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const { changes, errors: found } = changedFields(fields, base, draft, timeZone);
    setErrors(found);
    const firstInvalid = fields.find((def) => found[def.key]);
    if (firstInvalid) {
      document.getElementById(idOf(firstInvalid))?.focus();
      return;
    }
    if (Object.keys(changes).length === 0) return onCancel();
    setSaving(true);
    try {
      await onSave(changes, base.version);
      // The refetch after our own write brings the next version: take it in without the notice.
      setReloadAsked(true);
    } catch (error) {
      if (staleRecordOf(error)) setStale(true);
      else setFailure(errorMessage(error, failureText));
    } finally {
      setSaving(false);
    }
  };

  const shown = fields.filter((def) => isFieldShown(def, draft, audience));
  return (
    <Form noValidate aria-label={label} onSubmit={(event) => void onSubmit(event)}>
      {(stale || (newer && !unrelated)) && <StaleRecordNotice onReload={reload} reloading={reloading && reloadAsked} />}
      {failure && <Alert tone="error">{failure}</Alert>}
      <FieldGrid>
        {shown.map((def) => {
          const control = (
            <FieldControl
              key={def.key}
              def={def}
              id={idOf(def)}
              value={draft[def.key]}
              error={errors[def.key] || undefined}
              disabled={saving}
              onChange={(value) => change(def, value)}
            />
          );
          // Free text and ticks take the whole row.
          const wide = (def.kind === 'text' && def.multiline) || def.kind === 'boolean';
          return wide ? <FieldGridFull key={def.key}>{control}</FieldGridFull> : control;
        })}
      </FieldGrid>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} loadingText="Saving...">
          Save
        </Button>
      </div>
    </Form>
  );
}
