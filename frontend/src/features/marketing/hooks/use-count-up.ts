import { useEffect, useState } from 'react';

import { usePageVisible, usePrefersReducedMotion } from './use-motion-allowed';

/** Spec 000 §9: counters step every 30 ms up to 100. */
export const COUNT_UP_STEP_MS = 30;
export const COUNT_UP_STEPS = 100;

/**
 * Progress of the investor counters, 0 to 100 in steps of one every 30 ms. It holds while the tab
 * is hidden and jumps straight to 100 for people who prefer reduced motion.
 */
export function useCountUp(): number {
  const reducedMotion = usePrefersReducedMotion();
  const visible = usePageVisible();
  const [progress, setProgress] = useState(0);
  const done = progress >= COUNT_UP_STEPS;

  useEffect(() => {
    if (reducedMotion || !visible || done) return;
    const timer = window.setInterval(() => setProgress((value) => Math.min(COUNT_UP_STEPS, value + 1)), COUNT_UP_STEP_MS);
    return () => window.clearInterval(timer);
  }, [reducedMotion, visible, done]);

  return reducedMotion ? COUNT_UP_STEPS : progress;
}
