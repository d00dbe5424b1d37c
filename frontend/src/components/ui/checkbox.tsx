import type { ReactNode } from 'react';
import { Checkbox as RadixCheckbox, Label } from 'radix-ui';

import { cn } from '@/utils/cn';

import styles from './checkbox.module.css';
import { useFieldIds } from './field';
import fieldStyles from './field.module.css';
import { AlertCircleIcon, CheckIcon } from './icons';

export interface CheckboxProps {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  value?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

export function Checkbox({ id, label, hint, error, onCheckedChange, className, ...props }: CheckboxProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error });
  return (
    <div className={cn(styles.wrapper, className)}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          {...controlProps}
          {...props}
          onCheckedChange={(state) => onCheckedChange?.(state === true)}
          className={styles.box}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <CheckIcon size={14} strokeWidth={3} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <Label.Root htmlFor={controlId} className={styles.label}>
          {label}
        </Label.Root>
      </div>
      {hint && (
        <p id={hintId} className={cn(fieldStyles.hint, styles.indent)}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={cn(fieldStyles.error, styles.indent)}>
          <AlertCircleIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
