import { Select as RadixSelect } from 'radix-ui';

import { cn } from '@/utils/cn';

import { Field, useFieldIds, type FieldOptions } from './field';
import fieldStyles from './field.module.css';
import { CheckIcon, ChevronDownIcon } from './icons';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldOptions {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
}

export function Select({
  id,
  label,
  hint,
  error,
  required,
  hideLabel,
  options,
  placeholder = 'Select…',
  className,
  ...rootProps
}: SelectProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error });
  return (
    <Field {...{ controlId, hintId, errorId, label, hint, error, required, hideLabel }} className={className}>
      <RadixSelect.Root required={required} {...rootProps}>
        <RadixSelect.Trigger {...controlProps} className={cn(fieldStyles.control, styles.trigger)}>
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className={styles.icon}>
            <ChevronDownIcon size={16} />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={styles.indicator}>
                    <CheckIcon size={16} />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
}
