import type { ComponentProps } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';

import { cn } from '@/utils/cn';

import styles from './dropdown-menu.module.css';

/** An accessible menu (role=menu, arrow keys, typeahead) for per-row and account actions. */
export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuGroup = RadixMenu.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content className={cn(styles.content, className)} sideOffset={sideOffset} align={align} {...props} />
    </RadixMenu.Portal>
  );
}

export function DropdownMenuItem({
  className,
  tone = 'default',
  ...props
}: ComponentProps<typeof RadixMenu.Item> & { tone?: 'default' | 'danger' }) {
  return <RadixMenu.Item className={cn(styles.item, tone === 'danger' && styles.danger, className)} {...props} />;
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cn(styles.label, className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cn(styles.separator, className)} {...props} />;
}
