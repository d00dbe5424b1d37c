import { useCallback, useEffect, useState, type FocusEvent } from 'react';

import { usePageVisible, usePrefersReducedMotion } from './use-motion-allowed';

export interface Rotation {
  index: number;
  /** Jump to a slide; the timer starts again from there. */
  goTo: (index: number) => void;
  /** Whether the slides are advancing on their own right now. */
  running: boolean;
  /** Auto-advance is off because the person prefers reduced motion. */
  reducedMotion: boolean;
  /** The person's own pause (WCAG 2.2.2): stays until they press play. */
  paused: boolean;
  togglePaused: () => void;
  /**
   * Hover holds the slides still while they are read; keyboard focus on a slide control pauses
   * them until play is pressed (WAI-ARIA carousel pattern). The pause button itself is exempt.
   */
  holdProps: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Cycles `count` slides every `intervalMs` (spec 000 §9: 4 s, 3.5 s, 6 s). Nothing moves when the
 * person prefers reduced motion, while the tab is hidden, while the pointer is over it, or once they
 * press pause or reach a slide control with the keyboard.
 */
export function useRotation(count: number, intervalMs: number): Rotation {
  const reducedMotion = usePrefersReducedMotion();
  const visible = usePageVisible();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  // Bumped on every manual jump so the next automatic step waits a full interval.
  const [epoch, setEpoch] = useState(0);
  const running = !reducedMotion && visible && !paused && !hovered && count > 1;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, count, intervalMs, epoch]);

  const goTo = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
      setEpoch((value) => value + 1);
    },
    [count],
  );

  return {
    index,
    goTo,
    running,
    reducedMotion,
    paused,
    togglePaused: () => setPaused((value) => !value),
    holdProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: (event) => {
        const target = event.target;
        if (target.matches(':focus-visible') && !target.closest('[data-rotation-control]')) setPaused(true);
      },
    },
  };
}
