import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { inviteCodeStatus } from '../../domain/invite-code.events';
import { InviteCodeDto, InviteCodeRow } from '../../identity.dto';

/** Admin Invite Codes tab, newest first; optionally one code, or the codes one admin created. */
export class ListInviteCodes extends Query<InviteCodeDto[]> {
  constructor(readonly filter: { code?: string; createdBy?: string } = {}) {
    super();
  }
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toInviteCodeDto(row: InviteCodeRow, now = new Date()): InviteCodeDto {
  return {
    id: row.id,
    code: row.code,
    role: row.role,
    currentUses: row.current_uses,
    maxUses: row.max_uses,
    expiresAt: iso(row.expires_at),
    notes: row.notes,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    usedAt: iso(row.used_at),
    revokedAt: iso(row.revoked_at),
    status: inviteCodeStatus(row.current_uses, row.max_uses, row.expires_at, now, row.revoked_at !== null),
    version: Number(row.last_version),
  };
}

@QueryHandler(ListInviteCodes)
export class ListInviteCodesHandler implements IQueryHandler<ListInviteCodes> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(query: ListInviteCodes): Promise<InviteCodeDto[]> {
    const rows = await this.dataSource.query<InviteCodeRow[]>(
      `SELECT id, code, role, current_uses, max_uses, expires_at, notes, created_by, created_at, used_at, revoked_at, last_version FROM invite_codes
        WHERE ($1::text IS NULL OR code = $1) AND ($2::uuid IS NULL OR created_by = $2)
        ORDER BY created_at DESC, id`,
      [query.filter.code ?? null, query.filter.createdBy ?? null],
    );
    const now = new Date();
    return rows.map((row) => toInviteCodeDto(row, now));
  }
}
