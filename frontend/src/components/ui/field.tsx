import { useId, type ReactNode } from 'react';
import { Label } from 'radix-ui';

import { cn } from '@/utils/cn';

import styles from './field.module.css';
import { AlertCircleIcon } from './icons';

export interface FieldOptions {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Keeps the label for assistive technology but hides it visually. */
  hideLabel?: boolean;
}

/**
 * Ids and ARIA wiring shared by every form control: the label points at the control, and the
 * control is described by its hint and its error (error first, so it is read first).
 */
export function useFieldIds({ id, hint, error }: Pick<FieldOptions, 'id' | 'hint' | 'error'>) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-describedby': describedBy,
      'aria-invalid': error ? (true as const) : undefined,
    },
  };
}

interface FieldProps extends FieldOptions {
  controlId: string;
  hintId?: string;
  errorId?: string;
  className?: string;
  /** Rendered after the label row, e.g. a character counter. */
  aside?: ReactNode;
  children: ReactNode;
}

export function Field({
  controlId,
  hintId,
  errorId,
  label,
  hint,
  error,
  required,
  hideLabel,
  aside,
  className,
  children,
}: FieldProps) {
  return (
    <div className={cn(styles.field, className)}>
      <div className={cn(styles.labelRow, hideLabel && 'visually-hidden')}>
        <Label.Root htmlFor={controlId} className={styles.label}>
          {label}
          {required && (
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </Label.Root>
        {aside}
      </div>
      {children}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <AlertCircleIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
