import { useEffect, useRef, useState } from 'react';

import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';

/** Spec 000 §9: the copy confirmation shows for 2 seconds. */
const CONFIRMATION_MS = 2_000;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Plain-HTTP fallback.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copy refused');
}

interface CopyButtonProps {
  text: string;
  /** Accessible name, e.g. "Copy invite code ABCD-…". */
  label: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** Shows the word "Copy" next to the icon. */
  showText?: boolean;
}

/** Copies `text`; the button reads "Copied!" for 2 seconds (announced politely). */
export function CopyButton({ text, label, size = 'sm', variant = 'secondary', showText = true }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    try {
      await copyText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), CONFIRMATION_MS);
  };

  const visible = state === 'copied' ? 'Copied!' : state === 'failed' ? 'Copy failed' : 'Copy';
  return (
    <>
      <Button size={size} variant={variant} onClick={() => void onClick()} aria-label={state === 'idle' ? label : visible}>
        {state === 'copied' ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
        {(showText || state !== 'idle') && <span>{visible}</span>}
      </Button>
      <span role="status" className="visually-hidden">
        {state === 'copied' ? 'Copied!' : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </>
  );
}
