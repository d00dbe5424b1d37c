import { useEffect, useRef, type ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';

import { cn } from '@/utils/cn';

import styles from './tabs.module.css';

export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={cn(styles.root, className)} {...props} />;
}

/**
 * A row of tabs that scrolls sideways when it does not fit (phones). The edge with more tabs
 * behind it fades out, so the row visibly continues, and the active tab is always scrolled into
 * view — also when the page opens on it from a link (`/admin?tab=leads`).
 */
export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const markOverflow = () => {
      list.dataset.moreStart = String(list.scrollLeft > 1);
      list.dataset.moreEnd = String(list.scrollLeft + list.clientWidth < list.scrollWidth - 1);
    };
    const revealActive = () => {
      const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (!active) return;
      const start = active.offsetLeft - list.offsetLeft;
      const end = start + active.offsetWidth;
      // A little of the neighbouring tab stays visible, so the row still reads as scrollable.
      const margin = 32;
      if (start - margin < list.scrollLeft) list.scrollLeft = Math.max(0, start - margin);
      else if (end + margin > list.scrollLeft + list.clientWidth) list.scrollLeft = end + margin - list.clientWidth;
      markOverflow();
    };
    revealActive();
    const activeChanged = new MutationObserver(revealActive);
    activeChanged.observe(list, { subtree: true, attributeFilter: ['data-state'] });
    const resized = new ResizeObserver(revealActive);
    resized.observe(list);
    list.addEventListener('scroll', markOverflow, { passive: true });
    return () => {
      activeChanged.disconnect();
      resized.disconnect();
      list.removeEventListener('scroll', markOverflow);
    };
  }, []);

  return <RadixTabs.List ref={ref} className={cn(styles.list, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={cn(styles.trigger, className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn(styles.content, className)} {...props} />;
}
