import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import fieldStyles from '@/components/fields/fields.module.css';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useOncePerSubmission } from '@/shared/api/idempotency';
import type { DealMessageDto } from '@/shared/api/generated';
import { selectProfile, useAuth } from '@/shared/auth/auth-store';

import {
  useCountUnreadDealMessagesQuery,
  useListDealMessagesQuery,
  useMarkDealMessagesReadMutation,
  useSendDealMessageMutation,
} from '../api/messages-api';
import { MESSAGE_TEXT, messageAge, unreadBadge } from '../message-labels';

import styles from './messages.module.css';

const MESSAGE_MAX = 5000;

/** Re-renders every minute so that "Just now" becomes "1m ago" without a reload. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The Messages tile's figure (spec 002 §2: unread badge, 9+ above 9), for the caller's own view of the deal. */
export function useUnreadMessagesLabel(transactionId: string): string {
  const unread = useCountUnreadDealMessagesQuery({ id: transactionId });
  if (unread.data === undefined) return 'View';
  return unread.data.count === 0 ? 'No unread' : `${unreadBadge(unread.data.count)} unread`;
}

function MessageItem({ message, mine, now }: { message: DealMessageDto; mine: boolean; now: Date }) {
  return (
    <li className={`${styles.message} ${mine ? styles.mine : ''}`}>
      <span className={styles.meta}>
        <span className={styles.sender}>{mine ? 'You' : message.sender_name || MESSAGE_TEXT.unknownSender}</span>
        <time dateTime={message.created_at} title={new Date(message.created_at).toLocaleString()}>
          {messageAge(message.created_at, now)}
        </time>
      </span>
      <p className={styles.content}>{message.message_content}</p>
      {mine && <span className={styles.receipt}>{message.read_at ? 'Read' : 'Sent'}</span>}
    </li>
  );
}

/**
 * Spec 002 §2 Messages (agent detail and client portal; ADR 0044): the deal's thread, oldest first,
 * live; a composer that refuses an empty message and a second send while one is in progress; 'Mark
 * all as read'. `readOnly` is the agent's Preview as Client: the thread is shown, nothing is sent or
 * marked read. `viewerId` is whose thread it reads as ("You"): the deal's client in the preview.
 */
export function MessagesPanel({ transactionId, readOnly = false, viewerId }: { transactionId: string; readOnly?: boolean; viewerId?: string | null }) {
  const headingId = useId();
  const signedIn = useAuth(selectProfile)?.id;
  const me = viewerId === undefined ? signedIn : viewerId;
  const thread = useListDealMessagesQuery({ id: transactionId });
  const unread = useCountUnreadDealMessagesQuery({ id: transactionId }, { skip: readOnly });
  const [sendTrigger, sending] = useSendDealMessageMutation();
  const send = useOncePerSubmission(sendTrigger);
  const [markRead, marking] = useMarkDealMessagesReadMutation();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const now = useMinuteClock();
  const listRef = useRef<HTMLOListElement>(null);
  const messages = thread.data ?? [];
  const lastId = messages.at(-1)?.id;

  // The newest message in view as the thread grows.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.isLoading) return; // not twice at once (spec 002 §5)
    if (draft.trim() === '') return;
    setError(null);
    const outcome = await send({ id: transactionId, sendMessageDto: { message_content: draft } });
    if ('error' in outcome) setError(MESSAGE_TEXT.sendFailed);
    else setDraft('');
  };
  // Enter sends, Shift+Enter is a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  };

  const count = unread.data?.count ?? 0;
  let body;
  if (thread.isLoading) body = <Skeleton height="400px" radius="md" />;
  else if (thread.isError)
    body = (
      <Alert tone="error" action={<Button size="sm" variant="secondary" onClick={() => void thread.refetch()}>Try again</Button>}>
        Failed to load messages
      </Alert>
    );
  else
    body = (
      <ol ref={listRef} className={`${styles.list} ${messages.length === 0 ? styles.emptyList : ''}`} aria-label="Message thread" aria-live="polite" tabIndex={0}>
        {messages.length === 0 ? (
          <li>
            <EmptyState title={MESSAGE_TEXT.empty} titleAs="p" />
          </li>
        ) : (
          messages.map((message) => <MessageItem key={message.id} message={message} mine={message.sender_id === me} now={now} />)
        )}
      </ol>
    );

  return (
    <section id="messages" tabIndex={-1} className={`${fieldStyles.section} ${styles.anchor}`} aria-labelledby={headingId}>
      <div className={fieldStyles.header}>
        <h2 id={headingId} className={fieldStyles.title}>
          Messages {count > 0 && <Badge tone="brand">{`${unreadBadge(count)} unread`}</Badge>}
        </h2>
        {!readOnly && count > 0 && (
          <Button size="sm" variant="secondary" loading={marking.isLoading} onClick={() => void markRead({ id: transactionId })}>
            {MESSAGE_TEXT.markAllRead}
          </Button>
        )}
      </div>
      {body}
      {readOnly ? (
        <p className={styles.readOnly}>Preview: messages are read-only.</p>
      ) : (
        <form className={styles.composer} onSubmit={(event) => void submit(event)}>
          <Textarea
            label="Message"
            value={draft}
            rows={3}
            maxLength={MESSAGE_MAX}
            placeholder="Type a message…"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <FormError message={error} />
          <div className={styles.composerActions}>
            <Button type="submit" disabled={draft.trim() === ''} loading={sending.isLoading} loadingText="Sending...">
              Send
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
