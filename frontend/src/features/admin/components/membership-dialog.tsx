import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form-layout';
import { Select } from '@/components/ui/select';
import { sendingVersion } from '@/shared/api/concurrency';
import type { AdminUserDto as AdminUser } from '@/shared/api/generated';
import { trackFeature } from '@/shared/auth/activity';

import { useAssignBrokerMutation, useAssignTeamLeadMutation, useListAdminUsersQuery } from '../api/admin-api';
import { useActionAlerts } from '../utils/use-action-alerts';
import { useStaleRecord } from '../utils/use-stale-record';
import styles from './admin.module.css';
import { StaleNotice } from './stale-notice';

/** The Select's value for "nobody" (a Select option cannot have an empty value). */
const NONE = 'none';
/** Enough for any brokerage this console is for; the list endpoint pages at 200. */
const OVERSEERS_PAGE = 200;

/** Who may have a team lead, and who may have a broker (ADR 0046; the server decides the same). */
export const hasTeamLead = (user: AdminUser) => user.role === 'agent';
export const hasBroker = (user: AdminUser) => user.role === 'agent' || user.role === 'team_lead';

/**
 * Issue 24 item 1: an admin sets an agent's team lead and an agent's or team lead's broker, or
 * clears them. Each change is its own command carrying the version the list read (If-Match): the
 * broker's is sent at the version the team lead's change left, so saving both never trips on itself.
 */
export function MembershipDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {user && <MembershipDialogBody key={`${user.id}-${user.version}`} user={user} onClose={onClose} />}
    </Dialog>
  );
}

function MembershipDialogBody({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [teamLead, setTeamLead] = useState(user.teamLead?.id ?? NONE);
  const [broker, setBroker] = useState(user.broker?.id ?? NONE);
  const leads = useListAdminUsersQuery({ role: 'team_lead', limit: OVERSEERS_PAGE }, { skip: !hasTeamLead(user) });
  const brokers = useListAdminUsersQuery({ role: 'broker', limit: OVERSEERS_PAGE });
  const [assignTeamLead, teamLeadState] = useAssignTeamLeadMutation();
  const [assignBroker, brokerState] = useAssignBrokerMutation();
  const alerts = useActionAlerts();
  const { stale, refusedAsStale, reloaded } = useStaleRecord();

  const optionsOf = (people: AdminUser[] | undefined, nobody: string) => [
    { value: NONE, label: nobody },
    ...(people ?? [])
      .filter((person) => person.id !== user.id)
      .map((person) => ({ value: person.id, label: `${person.fullName} (${person.email})` })),
  ];

  const save = async () => {
    let version = user.version;
    try {
      if (hasTeamLead(user) && teamLead !== (user.teamLead?.id ?? NONE)) {
        const saved = await sendingVersion(assignTeamLead)(
          { id: user.id, assignTeamLeadDto: { teamLeadId: teamLead === NONE ? null : teamLead } },
          version,
        ).unwrap();
        version = saved.version;
      }
      if (broker !== (user.broker?.id ?? NONE)) {
        await sendingVersion(assignBroker)(
          { id: user.id, assignBrokerDto: { brokerId: broker === NONE ? null : broker } },
          version,
        ).unwrap();
      }
      trackFeature('admin.user_membership_change');
      alerts.succeeded(`Team and broker of ${user.fullName} saved`);
      onClose();
    } catch (caught) {
      if (!refusedAsStale(caught)) alerts.failed('Failed to save team and broker', caught);
    }
  };

  const loadFailed = leads.isError || brokers.isError;
  return (
    <DialogContent
      size="sm"
      title="Team and broker"
      description={`${hasTeamLead(user) ? 'An agent has at most one team lead and one broker' : 'A team lead has at most one broker'}: ${user.fullName} (${user.email}).`}
      footer={
        <>
          <DialogCancel />
          <Button
            loading={teamLeadState.isLoading || brokerState.isLoading}
            loadingText="Saving..."
            disabled={loadFailed}
            onClick={() => void save()}
          >
            Save
          </Button>
        </>
      }
    >
      <div className={styles.dialogStack}>
        <StaleNotice stale={stale} reloaded={reloaded} onReload={onClose} />
        {loadFailed && <Alert tone="error">Failed to load team leads and brokers</Alert>}
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {hasTeamLead(user) && (
            <Select
              label="Team lead"
              options={optionsOf(leads.data?.items, 'No team lead')}
              value={teamLead}
              disabled={leads.isLoading}
              onValueChange={setTeamLead}
            />
          )}
          <Select
            label="Broker"
            options={optionsOf(brokers.data?.items, 'No broker')}
            value={broker}
            disabled={brokers.isLoading}
            onValueChange={setBroker}
          />
        </Form>
      </div>
    </DialogContent>
  );
}
