import { useCallback, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';

import { useRevealed } from './section-index';

/**
 * A section of the deal's page folded to its heading and a summary of what it holds (issue 20 item 4):
 * open by default when it holds something new, else folded; the reader's choice wins once made, and the
 * section index or a summary tile opens it. `ref` goes on the section the index moves to.
 */
export function useFold(defaultOpen: boolean) {
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? defaultOpen;
  const ref = useRef<HTMLElement>(null);
  const reveal = useCallback(() => setChosen(true), []);
  useRevealed(ref, reveal);
  return { open, setOpen: setChosen, ref };
}

/** The fold's one control: says what it does to which section, and whether the section is open. */
export function FoldToggle({ open, onToggle, what, controls }: { open: boolean; onToggle: (open: boolean) => void; what: string; controls?: string }) {
  return (
    <Button
      size="sm"
      variant={open ? 'ghost' : 'secondary'}
      aria-expanded={open}
      // Only while the body is rendered: a reference to nothing is an error to assistive technology.
      aria-controls={open ? controls : undefined}
      onClick={() => onToggle(!open)}
    >
      {open ? 'Hide' : 'Show'}
      <span className="visually-hidden"> {what}</span>
    </Button>
  );
}
