import type { InputHTMLAttributes, Ref } from 'react';

import { cn } from '@/utils/cn';

import { Field, useFieldIds, type FieldOptions } from './field';
import fieldStyles from './field.module.css';

export interface InputProps extends FieldOptions, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
  fieldClassName?: string;
}

export function Input({ id, label, hint, error, required, hideLabel, className, fieldClassName, ...props }: InputProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error });
  return (
    <Field {...{ controlId, hintId, errorId, label, hint, error, required, hideLabel }} className={fieldClassName}>
      <input {...controlProps} required={required} className={cn(fieldStyles.control, className)} {...props} />
    </Field>
  );
}
