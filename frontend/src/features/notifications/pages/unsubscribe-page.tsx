import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { DocumentTitle } from '@/components/document-title';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import styles from '@/components/layouts/status-panel.module.css';
import { buttonClassName } from '@/components/ui/button-class';
import { paths } from '@/config/paths';

interface LinkAnswer {
  kind: string;
  label: string;
  enabled: boolean;
}

type State =
  | { step: 'checking' }
  | { step: 'ready' | 'sending'; link: LinkAnswer }
  | { step: 'done'; link: LinkAnswer }
  | { step: 'failed'; message: string };

const URL = '/api/notifications/unsubscribe';
const FAILED = 'Something went wrong. Please try again.';

/** The API's answer, or its message (400 'This unsubscribe link is invalid') as the failure. */
async function ask(init?: RequestInit, query = ''): Promise<LinkAnswer> {
  const answer = await fetch(`${URL}${query}`, { ...init, headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) } });
  const body = (await answer.json().catch(() => null)) as (LinkAnswer & { message?: unknown }) | null;
  if (!answer.ok || !body) throw new Error(typeof body?.message === 'string' && answer.status < 500 ? body.message : FAILED);
  return body;
}

/**
 * The signed link of a notification e-mail (ADR 0067), without signing in. Opening it only shows what
 * it would switch off, so a mail scanner that follows links changes nothing; the button does it.
 */
export default function UnsubscribePage() {
  const [search] = useSearchParams();
  const link = { user: search.get('user') ?? '', kind: search.get('kind') ?? '', token: search.get('token') ?? '' };
  const query = `?${new URLSearchParams(link).toString()}`;
  const [state, setState] = useState<State>({ step: 'checking' });

  useEffect(() => {
    let current = true;
    ask(undefined, query).then(
      (answer) => current && setState(answer.enabled ? { step: 'ready', link: answer } : { step: 'done', link: answer }),
      (error: Error) => current && setState({ step: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [query]);

  const unsubscribe = (answer: LinkAnswer) => {
    setState({ step: 'sending', link: answer });
    ask({ method: 'POST', body: JSON.stringify(link) }).then(
      (done) => setState({ step: 'done', link: done }),
      (error: Error) => setState({ step: 'failed', message: error.message }),
    );
  };

  return (
    <CenteredLayout>
      <DocumentTitle title="Unsubscribe" />
      <div className={styles.panel} aria-live="polite">
        <h1 className={styles.title}>E-mail notifications</h1>
        {state.step === 'checking' && <p className={styles.text}>Checking your link…</p>}
        {(state.step === 'ready' || state.step === 'sending') && (
          <>
            <p className={styles.text}>
              Stop e-mails for: <strong>{state.link.label}</strong>?
            </p>
            <div className={styles.actions}>
              <button type="button" className={buttonClassName()} disabled={state.step === 'sending'} onClick={() => unsubscribe(state.link)}>
                {state.step === 'sending' ? 'Unsubscribing…' : 'Unsubscribe'}
              </button>
            </div>
          </>
        )}
        {state.step === 'done' && (
          <p className={styles.text}>
            You will no longer get e-mails for: <strong>{state.link.label}</strong>. You can turn them back on in your account settings.
          </p>
        )}
        {state.step === 'failed' && (
          <p className={styles.text} role="alert">
            {state.message}
          </p>
        )}
        <div className={styles.actions}>
          <Link to={paths.home.href()} className={buttonClassName({ variant: 'secondary' })}>
            Go to the home page
          </Link>
        </div>
      </div>
    </CenteredLayout>
  );
}
