import type { FormHTMLAttributes, ReactNode } from 'react';

import { cn } from '@/utils/cn';

import styles from './form-layout.module.css';
import { AlertCircleIcon } from './icons';

interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** The public marketing forms breathe a little more than the app's. */
  loose?: boolean;
}

/** A form laid out as a column of fields. Pass `noValidate` where the form checks its own fields (most do). */
export function Form({ loose = false, className, ...props }: FormProps) {
  return <form className={cn(styles.form, loose && styles.loose, className)} {...props} />;
}

/** Fields two by two (in reading order), one per row on narrow screens. */
export function FieldGrid({ loose = false, className, children }: { loose?: boolean; className?: string; children: ReactNode }) {
  return <div className={cn(styles.grid, loose && styles.loose, className)}>{children}</div>;
}

/** A FieldGrid cell that takes the whole row (a textarea, a file picker, a checkbox with a long label). */
export function FieldGridFull({ children }: { children: ReactNode }) {
  return <div className={styles.full}>{children}</div>;
}

/** A form's one error line (what the server or a whole-form rule said), announced as it appears. */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.formError}>
      <AlertCircleIcon size={16} />
      <span>{message}</span>
    </p>
  );
}
