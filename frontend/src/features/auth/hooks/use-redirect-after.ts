import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Spec 000 §9: after registration or a password reset the screen moves on to /login after 2 seconds. */
export const REDIRECT_DELAY_MS = 2_000;

export function useRedirectAfter(when: boolean, to: string, state?: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => void navigate(to, { replace: true, state }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [when, to, state, navigate]);
}
