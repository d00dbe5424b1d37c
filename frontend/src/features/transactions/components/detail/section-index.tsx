import { useEffect, useId, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';

import { cn } from '@/utils/cn';

import styles from './detail.module.css';

export interface IndexedSection {
  id: string;
  title: string;
}

/** Asks a folded section to open itself (see useRevealed) before the page moves to it. */
const REVEAL = 'deal:reveal';

/**
 * Moves to one of the deal's sections: a folded one opens first, then it is scrolled to the top and
 * takes focus, so keyboard and screen-reader users land in it too (issue 20 item 4).
 */
export function revealSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.dispatchEvent(new CustomEvent(REVEAL));
  // After the opened section has rendered, so the scroll lands on its final place.
  requestAnimationFrame(() => {
    const shown = document.getElementById(id);
    if (!shown) return;
    shown.scrollIntoView({ behavior: 'smooth', block: 'start' });
    shown.focus({ preventScroll: true });
  });
}

/** A folded section opens when the index or a summary tile moves to it. */
export function useRevealed(ref: RefObject<HTMLElement | null>, open: () => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.addEventListener(REVEAL, open);
    return () => element.removeEventListener(REVEAL, open);
  }, [ref, open]);
}

/** The section the reader is in: the last one whose top has passed under the sticky bars. */
function useCurrentSection(sections: readonly IndexedSection[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(sections[0]?.id);
  const ids = sections.map((section) => section.id).join(' ');
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      // Under the sticky bars (the app's header, which wraps to two rows on a phone, and the jump menu).
      const jump = document.querySelector<HTMLElement>('[data-section-jump]');
      const bars = jump && jump.offsetParent !== null ? jump : document.querySelector('header');
      const line = (bars?.getBoundingClientRect().bottom ?? 64) + 24;
      let found: string | undefined = ids.split(' ')[0];
      for (const id of ids.split(' ')) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= line) found = id;
      }
      // At the foot of the page the last sections cannot reach the line: the one the reader moved to
      // (it holds focus) is current, else the last one.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) {
        const focused = ids.split(' ').find((id) => document.getElementById(id)?.contains(document.activeElement));
        found = focused ?? ids.split(' ').at(-1);
      }
      setCurrent(found);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids]);
  return current;
}

/**
 * The deal's sections in page order (issue 20 item 4): on a desktop a list that stays in view beside
 * the page, marking the section being read (aria-current); on a phone a jump menu that stays at the
 * top. Either opens a folded section before moving to it.
 */
export function SectionIndex({ sections, children }: { sections: readonly IndexedSection[]; children: ReactNode }) {
  const current = useCurrentSection(sections);
  const jumpId = useId();
  const top = useHeaderBottom();
  return (
    <div className={styles.withIndex} style={{ '--deal-top': `${top}px` } as CSSProperties}>
      <nav aria-label="Deal sections" className={styles.sectionRail}>
        <p className={styles.sectionRailTitle} aria-hidden="true">
          On this page
        </p>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={section.id === current ? 'location' : undefined}
                className={cn(styles.sectionLink, section.id === current && styles.sectionLinkCurrent)}
                onClick={(event) => {
                  event.preventDefault();
                  revealSection(section.id);
                }}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {/* A native select: the phone's own picker, one thumb, and no focus or scroll lock of its own to undo. */}
      <nav aria-label="Deal sections" className={styles.sectionJump} data-section-jump="">
        <label htmlFor={jumpId} className="visually-hidden">
          Jump to section
        </label>
        <select id={jumpId} className={styles.sectionSelect} value={current} onChange={(event) => revealSection(event.target.value)}>
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.title}
            </option>
          ))}
        </select>
      </nav>
      <div className={styles.sections}>{children}</div>
    </div>
  );
}

/** The height of the app's sticky header as it stands (two rows on a phone): the index's bars stick below it. */
function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(64);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const observer = new ResizeObserver(() => setBottom(Math.round(header.getBoundingClientRect().height)));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return bottom;
}
