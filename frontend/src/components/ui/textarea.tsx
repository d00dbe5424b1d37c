import type { Ref, TextareaHTMLAttributes } from 'react';

import { cn } from '@/utils/cn';

import { Field, useFieldIds, type FieldOptions } from './field';
import fieldStyles from './field.module.css';
import styles from './textarea.module.css';

export interface TextareaProps extends FieldOptions, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
  fieldClassName?: string;
  /** Shows "n / maxLength" next to the label when maxLength is set. */
  showCount?: boolean;
}

export function Textarea({
  id,
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  fieldClassName,
  showCount = false,
  rows = 4,
  ...props
}: TextareaProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error });
  const length = typeof props.value === 'string' ? props.value.length : undefined;
  const aside =
    showCount && props.maxLength !== undefined && length !== undefined ? (
      <span className={styles.count} aria-hidden="true">
        {length} / {props.maxLength}
      </span>
    ) : undefined;
  return (
    <Field {...{ controlId, hintId, errorId, label, hint, error, required, hideLabel, aside }} className={fieldClassName}>
      <textarea
        {...controlProps}
        required={required}
        rows={rows}
        className={cn(fieldStyles.control, styles.textarea, className)}
        {...props}
      />
    </Field>
  );
}
