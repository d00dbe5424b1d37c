import { useEffect, useId, useState, type ReactNode, type RefObject } from 'react';

import { FieldForm } from '@/components/fields/field-form';
import { FieldSection } from '@/components/fields/field-section';
import fieldStyles from '@/components/fields/fields.module.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { sendingVersion } from '@/shared/api/concurrency';
import { useUpdateTransactionMutation, type TransactionDto, type UpdateTransactionDto } from '@/shared/api/generated';
import { isFieldShown, type FieldSectionDef } from '@/shared/fields/field-def';
import { formatRecordField } from '@/shared/fields/field-format';
import { draftOf } from '@/shared/fields/field-values';

import { DocumentFieldValue } from '../documents/document-field-value';

import { FoldToggle, useFold } from './fold';

import styles from './detail.module.css';

/** Spec 002 §8 / §9: success texts clear after 3 seconds. */
const SUCCESS_MS = 3000;

interface DealSectionEditorProps {
  section: FieldSectionDef;
  deal: TransactionDto;
  onReload: () => void;
  reloading: boolean;
  /** Spec 002 §8, e.g. 'Insurance information updated successfully'. */
  successText?: string;
  failureText?: string;
  /** Beside the heading, e.g. the Title panel's 'AGENT ONLY'. */
  badge?: ReactNode;
  /** Replaces the field kit's read view (Repairs & Special Provisions truncates long text). */
  readView?: ReactNode;
  /** The read view lists only the fields that hold a value (default), not a wall of "Not set"; false lists every field shown. */
  compact?: boolean;
  /** An overseer's view (ADR 0055): the read view only, no Edit. */
  readOnly?: boolean;
  /**
   * A long filled section folds to its key values (the agent's four screens, ADR 0079). False for the
   * client's portal: the client reads their own deal in full, and it has no such limit.
   */
  foldLong?: boolean;
}

/** A section listing at most this many values (one row at 1280) reads as one line beside its heading. */
const INLINE_MAX = 4;

/** The values a folded section names beside its heading (else its first listed ones). */
const KEY_VALUES: Record<string, string[]> = {
  'transaction-details': ['effective_date', 'option_period_end', 'closing_date'],
  financial: ['purchase_price', 'lending_type', 'earnest_money_amount', 'option_fee_amount'],
  parties: ['buyer_name', 'seller_name', 'other_agent_name'],
};

const holdsValue = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The fields the read view lists: those shown under the dependency rules, and with `compact` only those holding a value. */
export function readFields(section: FieldSectionDef, record: Record<string, unknown>, compact: boolean) {
  const draft = draftOf(section.fields, record);
  // A field that defaults to another (the option period start: the effective date) reads that one while empty.
  const reads = (def: FieldSectionDef['fields'][number]) =>
    holdsValue(record[def.key]) || (def.defaultsTo !== undefined && holdsValue(record[def.defaultsTo.key]));
  return section.fields.filter((def) => isFieldShown(def, draft, 'agent') && (!compact || reads(def)));
}

/**
 * One editable section of the deal (spec 002 §2): the read view with Edit, or the field kit's form
 * sending only the changed fields with If-Match; a stale save shows the StaleRecordNotice (in FieldForm).
 */
export function DealSectionEditor({
  section,
  deal,
  onReload,
  reloading,
  successText,
  failureText,
  badge,
  readView,
  compact = true,
  readOnly = false,
  foldLong = true,
}: DealSectionEditorProps) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  // Issue 20 item 4: a section of more than one row of values folds to its key values; Show opens it.
  const { open: unfolded, setOpen: setUnfolded, ref } = useFold(false);
  const listId = useId();
  const [update] = useUpdateTransactionMutation();
  const save = sendingVersion(update);
  const headingId = useId();
  // The zone the property's state implies (ADR 0032), a draft's too (ADR 0079): every time of the deal reads and is typed in it.
  const timeZone = deal.time_zone;

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const record = deal as unknown as Record<string, unknown> & { version: number };
  const listed = readFields(section, record, compact);
  // Issue 20 item 4: a section with nothing recorded is one line with its action, not a wall of "Not set".
  const empty = !listed.some((def) => holdsValue(record[def.key]));
  const foldable = foldLong && !empty && !readView && listed.length > INLINE_MAX;
  const folded = foldable && !unfolded;
  const keys = KEY_VALUES[section.id];
  const summary = foldable
    ? (keys ? listed.filter((def) => keys.includes(def.key)) : listed.slice(0, 3))
        .map((def) => `${def.label}: ${formatRecordField(def, record, timeZone)}`)
        .join(' · ')
    : undefined;
  const title = (
    <>
      {section.title}
      {badge}
    </>
  );
  const editButton = readOnly ? null : (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        // What was saved stays in view after Save.
        setUnfolded(true);
        setEditing(true);
      }}
      aria-label={`Edit ${section.title}`}
    >
      Edit
    </Button>
  );

  return (
    <div
      id={section.id}
      ref={ref as RefObject<HTMLDivElement>}
      tabIndex={-1}
      className={styles.anchor}
      // A section of one row of values reads as one line: heading, values, Edit (issue 20 item 4).
      data-inline={!editing && !empty && !readView && listed.length <= INLINE_MAX ? '' : undefined}
    >
      {saved && successText && (
        <Alert tone="success" className={fieldStyles.section}>
          {successText}
        </Alert>
      )}
      {editing ? (
        <section className={fieldStyles.section} aria-labelledby={headingId}>
          <div className={fieldStyles.header}>
            <h2 id={headingId} className={fieldStyles.title}>
              {title}
            </h2>
          </div>
          <FieldForm
            label={section.title}
            fields={section.fields}
            record={record}
            timeZone={timeZone}
            onCancel={() => setEditing(false)}
            onReload={onReload}
            reloading={reloading}
            failureText={failureText}
            onSave={async (changes, version) => {
              await save({ id: deal.id, updateTransactionDto: changes as UpdateTransactionDto }, version).unwrap();
              setEditing(false);
              setSaved(true);
            }}
          />
        </section>
      ) : empty ? (
        <section className={fieldStyles.section} aria-labelledby={headingId}>
          <div className={styles.emptyHeader}>
            <div className={styles.emptyLead}>
              <h2 id={headingId} className={fieldStyles.title}>
                {title}
              </h2>
              <span className={styles.emptyNote}>Nothing recorded yet</span>
            </div>
            {editButton}
          </div>
        </section>
      ) : readView ? (
        <section className={fieldStyles.section} aria-labelledby={headingId}>
          <div className={fieldStyles.header}>
            <h2 id={headingId} className={fieldStyles.title}>
              {title}
            </h2>
            {editButton}
          </div>
          {readView}
        </section>
      ) : (
        <FieldSection
          section={compact ? { ...section, fields: listed } : section}
          record={record}
          timeZone={timeZone}
          summary={folded ? summary : undefined}
          folded={folded}
          listId={listId}
          renderDocument={(def, route) => <DocumentFieldValue transactionId={deal.id} route={route} label={def.label} />}
          action={
            <div className={styles.toolbar}>
              {badge}
              {foldable && <FoldToggle open={!folded} onToggle={setUnfolded} what={section.title} controls={listId} />}
              {editButton}
            </div>
          }
        />
      )}
    </div>
  );
}
