import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { RoleBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import type { TableColumn } from '@/components/ui/table';
import { sendingVersion } from '@/shared/api/concurrency';
import { trackFeature } from '@/shared/auth/activity';
import { ROLES, selectProfile, useAuth, type Role } from '@/shared/auth/auth-store';
import { formatDate } from '@/utils/format';

import type { AdminUserDto as AdminUser, ListAdminUsersApiArg } from '@/shared/api/generated';

import { useChangeUserRoleMutation, useDeleteUserMutation, useListAdminUsersQuery } from '../api/admin-api';
import { humanize } from '../utils/labels';
import { useActionAlerts } from '../utils/use-action-alerts';
import { useStaleRecord } from '../utils/use-stale-record';
import { AdminTable } from './admin-table';
import styles from './admin.module.css';
import { ALL, countOf, ListToolbar, Pager, useListControls } from './list-controls';
import { StaleNotice } from './stale-notice';
import { hasBroker, hasTeamLead, MembershipDialog } from './membership-dialog';
import { ListSkeleton } from './table-skeleton';
import { UserAnalyticsDialog } from './user-analytics-dialog';

type Pending = { kind: 'analytics' | 'role' | 'team' | 'delete'; user: AdminUser } | null;

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: humanize(role) }));
const FILTERS = [{ name: 'role', label: 'Role', options: [{ value: ALL, label: 'All roles' }, ...ROLE_OPTIONS] }] as const;

/** Spec 000 §2 Users: every profile, newest first, with role, transactions, analytics, role editor and delete. */
export function UsersTab() {
  const list = useListControls({ role: ALL });
  const { data, isLoading, isFetching, isError, refetch } = useListAdminUsersQuery(list.args as ListAdminUsersApiArg);
  const me = useAuth(selectProfile);
  const [pending, setPending] = useState<Pending>(null);
  const users = data?.items ?? [];
  const close = () => setPending(null);

  const columns: readonly TableColumn<AdminUser>[] = [
    {
      key: 'name',
      header: 'User',
      isRowHeader: true,
      cell: (user) => (
        <span className={styles.person}>
          <span className={styles.personName}>{user.fullName}</span>
          <span className={styles.muted}>{user.email}</span>
        </span>
      ),
    },
    { key: 'role', header: 'Role', cell: (user) => <RoleBadge role={user.role} /> },
    { key: 'team', header: 'Team', cell: (user) => membershipCell(user.teamLead, hasTeamLead(user)) },
    { key: 'broker', header: 'Broker', cell: (user) => membershipCell(user.broker, hasBroker(user)) },
    {
      key: 'transactions',
      header: 'Transactions',
      align: 'end',
      cell: (user) => <span className={styles.numeric}>{user.transactionCount}</span>,
    },
    { key: 'joined', header: 'Joined', className: styles.nowrap, cell: (user) => formatDate(user.createdAt) },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      isActions: true,
      cell: (user) => (
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => setPending({ kind: 'analytics', user })}>
            Analytics<span className="visually-hidden"> for {user.fullName}</span>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setPending({ kind: 'role', user })}>
            Change role<span className="visually-hidden"> of {user.fullName}</span>
          </Button>
          {hasBroker(user) && (
            <Button size="sm" variant="secondary" onClick={() => setPending({ kind: 'team', user })}>
              Team<span className="visually-hidden"> and broker of {user.fullName}</span>
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            disabled={user.id === me?.id}
            title={user.id === me?.id ? 'You cannot delete your own account here' : undefined}
            onClick={() => setPending({ kind: 'delete', user })}
          >
            Delete<span className="visually-hidden"> {user.fullName}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Card
      title="Users"
      headingLevel={2}
      description={<>Every account, newest first.{data && <> {countOf(data.total, 'user matches', 'users match')}.</>}</>}
    >
      <ListToolbar label="users" placeholder="Name, e-mail or company" list={list} filters={FILTERS} />
      {isError && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load users
        </Alert>
      )}
      {isLoading ? (
        <ListSkeleton label="Loading users…" />
      ) : (
        !isError && (
          <>
            <AdminTable
              caption={`Users: ${countOf(data?.total ?? 0, 'match', 'matches')}`}
              hideCaption
              columns={columns}
              rows={users}
              getRowKey={(user) => user.id}
              empty={<EmptyState titleAs="p" title={list.narrowed ? 'No users match these filters' : 'No users yet'} />}
            />
            <Pager page={list.page} total={data?.total ?? 0} onPage={list.setPage} busy={isFetching} noun="users" />
          </>
        )
      )}
      <UserAnalyticsDialog user={pending?.kind === 'analytics' ? pending.user : null} onClose={close} />
      <RoleDialog user={pending?.kind === 'role' ? pending.user : null} onClose={close} />
      <MembershipDialog user={pending?.kind === 'team' ? pending.user : null} onClose={close} />
      <DeleteUserDialog user={pending?.kind === 'delete' ? pending.user : null} onClose={close} />
    </Card>
  );
}

/** A team lead's or broker's name; a dash where the person has none, or cannot have one (ADR 0046). */
function membershipCell(person: AdminUser['teamLead'], applies: boolean) {
  if (person) return person.fullName;
  return (
    <span className={styles.muted} aria-label={applies ? 'None' : 'Not applicable'}>
      —
    </span>
  );
}

function RoleDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* Keyed by user so the choice starts empty for each person. */}
      {user && <RoleDialogBody key={user.id} user={user} onClose={onClose} />}
    </Dialog>
  );
}

function RoleDialogBody({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [role, setRole] = useState<Role | ''>('');
  const [error, setError] = useState<string | undefined>();
  const [updateRole, { isLoading }] = useChangeUserRoleMutation();
  const alerts = useActionAlerts();
  const { stale, refusedAsStale, reloaded } = useStaleRecord();

  const save = async () => {
    // Spec 000 §5: a role must be chosen.
    if (!role) {
      setError('Please select a role');
      return;
    }
    try {
      // The version the list read: someone else's change in between answers 412, not a silent overwrite.
      await sendingVersion(updateRole)({ id: user.id, changeRoleDto: { role } }, user.version).unwrap();
      trackFeature('admin.user_role_change');
      alerts.succeeded(`${user.fullName} is now ${humanize(role)}`);
      onClose();
    } catch (caught) {
      if (!refusedAsStale(caught)) alerts.failed('Failed to update role', caught);
    }
  };

  return (
    <DialogContent
      size="sm"
      title="Change role"
      description={
        <>
          {user.fullName} ({user.email}) is currently <RoleBadge role={user.role} />. A role change signs them out of their open
          sessions.
        </>
      }
      footer={
        <>
          <DialogCancel />
          <Button loading={isLoading} loadingText="Saving..." onClick={() => void save()}>
            Save role
          </Button>
        </>
      }
    >
      <div className={styles.dialogStack}>
        <StaleNotice stale={stale} reloaded={reloaded} onReload={onClose} />
        <Select
          label="New role"
          placeholder="Select a role"
          options={ROLE_OPTIONS}
          value={role}
          required
          error={error}
          onValueChange={(value) => {
            setRole(value as Role);
            setError(undefined);
          }}
        />
      </div>
    </DialogContent>
  );
}

function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const alerts = useActionAlerts();
  const { stale, refusedAsStale, reloaded } = useStaleRecord();

  const confirm = async () => {
    if (!user) return;
    try {
      // The version the list read: a role change or rename in between is shown first, never erased unseen.
      await sendingVersion(deleteUser)({ id: user.id }, user.version).unwrap();
      trackFeature('admin.user_delete');
      alerts.succeeded(`${user.fullName} was deleted`);
      onClose();
    } catch (caught) {
      if (!refusedAsStale(caught)) alerts.failed('Failed to delete user', caught);
    }
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {user && (
        <DialogContent
          size="sm"
          title={`Delete ${user.fullName}?`}
          description={`The account of ${user.email} is deleted and their personal data erased. This cannot be undone.`}
          footer={
            <>
              <DialogCancel />
              <Button variant="danger" loading={isLoading} loadingText="Deleting..." onClick={() => void confirm()}>
                Delete user
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
