import { MAX_INVITE_USES } from '@contract/shared-rules';
import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge, RoleBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TableColumn } from '@/components/ui/table';
import { sendingVersion } from '@/shared/api/concurrency';
import { trackFeature } from '@/shared/auth/activity';
import { formatDate } from '@/utils/format';

import type {
  CreateInviteCodeDto as CreateInviteCodeBody,
  InvitableRole as InviteRole,
  InviteCodeDto as InviteCode,
} from '@/shared/api/generated';

import { useCreateInviteCodeMutation, useListInviteCodesQuery, useRevokeInviteCodeMutation } from '../api/admin-api';
import { localDayBoundary } from '../utils/dates';
import { humanize, INVITE_STATUS } from '../utils/labels';
import { useActionAlerts } from '../utils/use-action-alerts';
import { useStaleRecord } from '../utils/use-stale-record';
import { AdminTable } from './admin-table';
import styles from './admin.module.css';
import { StaleNotice } from './stale-notice';
import { ListSkeleton } from './table-skeleton';

const ROLE_OPTIONS = (['agent', 'broker', 'team_lead'] as const).map((role) => ({ value: role, label: humanize(role) }));

const baseColumns: readonly TableColumn<InviteCode>[] = [
  {
    key: 'code',
    header: 'Code',
    isRowHeader: true,
    cell: (invite) => (
      <span className={styles.codeCell}>
        <span className={styles.mono}>{invite.code}</span>
        <CopyButton text={invite.code} label={`Copy invite code ${invite.code}`} variant="ghost" showText={false} />
      </span>
    ),
  },
  { key: 'role', header: 'Role', cell: (invite) => <RoleBadge role={invite.role} /> },
  {
    key: 'status',
    header: 'State',
    cell: (invite) => <Badge tone={INVITE_STATUS[invite.status].tone}>{INVITE_STATUS[invite.status].label}</Badge>,
  },
  {
    key: 'uses',
    header: 'Uses',
    align: 'end',
    className: styles.nowrap,
    cell: (invite) => (
      <span className={styles.numeric}>
        {invite.currentUses} / {invite.maxUses}
      </span>
    ),
  },
  {
    key: 'expires',
    header: 'Expires',
    className: styles.nowrap,
    cell: (invite) => (invite.expiresAt ? formatDate(invite.expiresAt) : 'Never'),
  },
  { key: 'notes', header: 'Notes', cell: (invite) => invite.notes || <span className={styles.muted}>—</span> },
  { key: 'created', header: 'Created', className: styles.nowrap, cell: (invite) => formatDate(invite.createdAt) },
];

/** Spec 000 §2 Invite Codes: the list (Active, Used, Expired or Revoked), the creation form, and revocation (issue 11). */
export function InviteCodesTab() {
  const { data, isLoading, isError, refetch } = useListInviteCodesQuery();
  const codes = data ?? [];
  const [revoking, setRevoking] = useState<InviteCode | null>(null);
  const columns: readonly TableColumn<InviteCode>[] = [
    ...baseColumns,
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      isActions: true,
      // Only a code that could still admit someone is worth revoking.
      cell: (invite) =>
        invite.status === 'active' && (
          <div className={styles.actions}>
            <Button size="sm" variant="ghost" onClick={() => setRevoking(invite)}>
              Revoke<span className="visually-hidden"> invite code {invite.code}</span>
            </Button>
          </div>
        ),
    },
  ];
  return (
    <div className={styles.page}>
      <CreateInviteCodeCard />
      <Card
        title="Invite codes"
        description="Newest first. A code is Active until it has been used as many times as allowed, it expires, or it is revoked."
      >
        {isError && (
          <Alert
            tone="error"
            action={
              <Button size="sm" variant="secondary" onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            Failed to load invite codes
          </Alert>
        )}
        {isLoading ? (
          <ListSkeleton label="Loading invite codes…" />
        ) : (
          !isError && (
            <AdminTable
              caption={`${codes.length} invite ${codes.length === 1 ? 'code' : 'codes'}`}
              hideCaption
              columns={columns}
              rows={codes}
              getRowKey={(invite) => invite.id}
              empty={<EmptyState titleAs="p" title="No invite codes yet" description="Create one above to invite an agent." />}
            />
          )
        )}
        <RevokeInviteCodeDialog invite={revoking} onClose={() => setRevoking(null)} />
      </Card>
    </div>
  );
}

function RevokeInviteCodeDialog({ invite, onClose }: { invite: InviteCode | null; onClose: () => void }) {
  const [revokeCode, { isLoading }] = useRevokeInviteCodeMutation();
  const alerts = useActionAlerts();
  const { stale, refusedAsStale, reloaded } = useStaleRecord();

  const confirm = async () => {
    if (!invite) return;
    try {
      await sendingVersion(revokeCode)({ code: invite.code }, invite.version).unwrap();
      trackFeature('admin.invite_code_revoke');
      alerts.succeeded(`Invite code ${invite.code} was revoked`);
      onClose();
    } catch (caught) {
      if (!refusedAsStale(caught)) alerts.failed('Failed to revoke invite code', caught);
    }
  };

  return (
    <Dialog open={invite !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {invite && (
        <DialogContent
          size="sm"
          title={`Revoke invite code ${invite.code}?`}
          description="Nobody can register with this code any more. Accounts already created with it keep their access. This cannot be undone."
          footer={
            <>
              <DialogCancel />
              <Button variant="danger" loading={isLoading} loadingText="Revoking..." onClick={() => void confirm()}>
                Revoke code
              </Button>
            </>
          }
        >
          <StaleNotice stale={stale} reloaded={reloaded} onReload={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function CreateInviteCodeCard() {
  const [role, setRole] = useState<InviteRole>('agent');
  const [maxUses, setMaxUses] = useState('1');
  const [notes, setNotes] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [maxUsesError, setMaxUsesError] = useState<string | undefined>();
  const [created, setCreated] = useState<InviteCode | null>(null);
  const [createCode, { isLoading }] = useCreateInviteCodeMutation();
  const alerts = useActionAlerts();
  const today = new Date().toLocaleDateString('en-CA');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const uses = Number(maxUses);
    // Spec 000 §5: max uses minimum 1; the API caps it (issue 11) and says so in the same words.
    if (!Number.isInteger(uses) || uses < 1) {
      setMaxUsesError('Max uses must be a whole number of at least 1');
      return;
    }
    if (uses > MAX_INVITE_USES) {
      setMaxUsesError(`Max uses must be at most ${MAX_INVITE_USES}`);
      return;
    }
    setMaxUsesError(undefined);
    const body: CreateInviteCodeBody = { role, maxUses: uses };
    if (notes.trim()) body.notes = notes.trim();
    const expiresAt = localDayBoundary(expiresOn, 'end');
    if (expiresAt) body.expiresAt = expiresAt;
    try {
      const invite = await createCode({ createInviteCodeDto: body }).unwrap();
      trackFeature('admin.invite_code_create');
      setCreated(invite);
      setNotes('');
      setExpiresOn('');
    } catch (caught) {
      alerts.failed('Failed to create invite code', caught);
    }
  };

  return (
    <Card title="Create an invite code" description="The code decides the role the new account gets.">
      <form
        className={styles.createForm}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Create an invite code"
      >
        <Select label="Role" options={ROLE_OPTIONS} value={role} onValueChange={(value) => setRole(value as InviteRole)} />
        <Input
          label="Max uses"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_INVITE_USES}
          step={1}
          required
          hint={`From 1 to ${MAX_INVITE_USES.toLocaleString('en-US')}`}
          value={maxUses}
          error={maxUsesError}
          onChange={(event) => setMaxUses(event.target.value)}
        />
        <Input
          label="Notes (optional)"
          value={notes}
          placeholder="Who it is for"
          onChange={(event) => setNotes(event.target.value)}
        />
        <Input
          label="Expires on (optional)"
          type="date"
          min={today}
          value={expiresOn}
          hint="Valid through the end of this day."
          onChange={(event) => setExpiresOn(event.target.value)}
        />
        <div className={styles.createActions}>
          <Button type="submit" loading={isLoading} loadingText="Generating...">
            Generate invite code
          </Button>
        </div>
      </form>
      <span role="status" className="visually-hidden">
        {created ? `Invite code ${created.code} created` : ''}
      </span>
      {created && (
        <div className={styles.newCode}>
          <span>
            <span className={styles.muted}>New {humanize(created.role)} code: </span>
            <span className={styles.newCodeValue}>{created.code}</span>
          </span>
          <CopyButton text={created.code} label={`Copy invite code ${created.code}`} size="md" />
        </div>
      )}
    </Card>
  );
}
