import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import {
  useAcceptClientInvitationMutation,
  useDeclineClientInvitationMutation,
  useListClientInvitationsQuery,
  type ClientInvitationDto,
} from '@/shared/api/generated';

import styles from './client-invitations.module.css';

const ANSWER_FAILED = 'Failed to answer the invitation';

/**
 * Issue 18 item 5 (ADR 0039): an agent asked to add this client; nothing is shared until the client
 * accepts here (the e-mailed link opens the portal with `?invitation=<agentId>`, marked first).
 */
export function ClientInvitations({ highlighted }: { highlighted: string | null }) {
  const invitations = useListClientInvitationsQuery();
  const list = [...(invitations.data ?? [])].sort((a, b) => Number(b.agent_id === highlighted) - Number(a.agent_id === highlighted));
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="portal-invitations" className={styles.section}>
      <h2 id="portal-invitations" className={styles.title}>
        {list.length === 1 ? 'An agent invited you' : 'Agents invited you'}
      </h2>
      <ul className={styles.list}>
        {list.map((invitation) => (
          <Invitation key={invitation.agent_id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

function Invitation({ invitation }: { invitation: ClientInvitationDto }) {
  const toast = useToast();
  const [accept, accepting] = useAcceptClientInvitationMutation();
  const [decline, declining] = useDeclineClientInvitationMutation();
  const busy = accepting.isLoading || declining.isLoading;
  const failure = accepting.error ?? declining.error;
  const who = invitation.agent_name;
  const answer = async (choice: 'accept' | 'decline') => {
    try {
      if (choice === 'accept') await accept({ agentId: invitation.agent_id }).unwrap();
      else await decline({ agentId: invitation.agent_id }).unwrap();
      toast({
        title: choice === 'accept' ? `You are now ${who}'s client. The transactions they add you to appear here.` : `You declined ${who}'s invitation.`,
        tone: 'success',
      });
    } catch {
      // Shown below the invitation.
    }
  };
  return (
    <li className={styles.card}>
      <div className={styles.text}>
        <span className={styles.name}>{who}</span>
        {invitation.agent_company && <span className={styles.muted}>{invitation.agent_company}</span>}
        <span className={styles.muted}>
          asked to add you as their client on {new Date(invitation.requested_at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}. Once
          you accept, they can add you to your transaction and you follow it here.
        </span>
      </div>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => void answer('accept')} disabled={busy} loading={accepting.isLoading} loadingText="Accepting...">
          Accept
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void answer('decline')} disabled={busy} loading={declining.isLoading} loadingText="Declining...">
          Decline
        </Button>
      </div>
      {failure && (
        <Alert tone="error" className={styles.error}>
          {errorMessage(failure, ANSWER_FAILED)}
        </Alert>
      )}
    </li>
  );
}
