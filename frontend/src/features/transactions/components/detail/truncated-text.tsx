import { useState } from 'react';

import { isFieldShown, type FieldSectionDef } from '@/shared/fields/field-def';
import { formatFieldValue, NOT_SET } from '@/shared/fields/field-format';
import { draftOf } from '@/shared/fields/field-values';
import { cn } from '@/utils/cn';

import { TRUNCATE_AT } from '../../fields/deal-fields';
import styles from './detail.module.css';

/** Spec 002 §5: text over 200 characters is cut with See More / Show Less. */
export function TruncatedText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  if (text.length <= TRUNCATE_AT) return <p className={styles.longText}>{text}</p>;
  return (
    <p className={styles.longText}>
      {expanded ? text : `${text.slice(0, TRUNCATE_AT).trimEnd()}…`}{' '}
      <button type="button" className={styles.linkButton} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {expanded ? 'Show Less' : 'See More'}
      </button>
    </p>
  );
}

/** A read view whose long texts are truncated (Repairs & Special Provisions). */
export function TruncatingReadView({ section, record }: { section: FieldSectionDef; record: Record<string, unknown> }) {
  const draft = draftOf(section.fields, record);
  return (
    <dl className={styles.readList}>
      {section.fields
        .filter((def) => isFieldShown(def, draft))
        .map((def) => {
          const text = formatFieldValue(def, record[def.key]);
          const long = def.kind === 'text' && def.multiline;
          return (
            <div key={def.key} className={cn(long && styles.wide)}>
              <dt>{def.label}</dt>
              <dd className={cn(text === NOT_SET && styles.notSet)}>{long && text !== NOT_SET ? <TruncatedText text={text} /> : text}</dd>
            </div>
          );
        })}
    </dl>
  );
}
