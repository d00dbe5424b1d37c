import type { ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';

import { cn } from '@/utils/cn';

import styles from './tabs.module.css';

export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={cn(styles.root, className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cn(styles.list, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={cn(styles.trigger, className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn(styles.content, className)} {...props} />;
}
