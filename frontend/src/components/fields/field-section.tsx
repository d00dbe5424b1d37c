import { useId, type ReactNode } from 'react';

import { isFieldShown, type FieldDef, type FieldRecord, type FieldSectionDef } from '@/shared/fields/field-def';
import { documentRoute, fieldHref, formatRecordField, NOT_SET } from '@/shared/fields/field-format';
import { draftOf } from '@/shared/fields/field-values';
import { cn } from '@/utils/cn';

import { AgentOnlyBadge } from './agent-only-badge';
import styles from './fields.module.css';

interface FieldSectionProps {
  section: FieldSectionDef;
  record: FieldRecord;
  /** Clients never see agent-only fields (the server does not send them either, DESIGN.md). */
  audience?: 'agent' | 'client';
  /** Date-times show in this zone; default the browser's. */
  timeZone?: string;
  /** E.g. the Edit button that swaps in the FieldForm. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  /** Beside the heading: what a folded section holds (its key values). */
  summary?: ReactNode;
  /** The values folded away (still in the page, hidden) until the reader opens them; `listId` names them. */
  folded?: boolean;
  listId?: string;
  /** A document field's value (its checked route): e.g. the download through it. Without it, 'Uploaded document'. */
  renderDocument?: (def: FieldDef, route: string) => ReactNode;
}

/** The read view of a section of fields: a definition list with the spec's formats and "Not set". */
export function FieldSection({
  section,
  record,
  audience = 'agent',
  timeZone,
  action,
  headingLevel = 2,
  summary,
  folded = false,
  listId,
  renderDocument,
}: FieldSectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const draft = draftOf(section.fields, record, timeZone);
  const shown = section.fields.filter((def) => isFieldShown(def, draft, audience));
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        {summary ? (
          <div className={styles.lead}>
            <Heading id={headingId} className={styles.title}>
              {section.title}
            </Heading>
            <span className={styles.summary}>{summary}</span>
          </div>
        ) : (
          <Heading id={headingId} className={styles.title}>
            {section.title}
          </Heading>
        )}
        {action}
      </div>
      <dl className={styles.list} id={listId} hidden={folded}>
        {shown.map((def) => {
          const value = record[def.key];
          const text = formatRecordField(def, record, timeZone);
          const href = fieldHref(def, value);
          const route = renderDocument ? documentRoute(def, value) : null;
          return (
            <div key={def.key} className={styles.item}>
              <dt className={styles.term}>
                {def.label}
                {def.agentOnly && <AgentOnlyBadge />}
              </dt>
              <dd className={cn(styles.value, text === NOT_SET && styles.notSet)}>
                {route && renderDocument ? (
                  renderDocument(def, route)
                ) : href ? (
                  <a href={href} {...(def.kind === 'url' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {text}
                  </a>
                ) : (
                  text
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
