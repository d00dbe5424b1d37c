import { Injectable } from '@nestjs/common';
import { CommandPipeline } from '../../../platform/event-store/command-pipeline';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { EventSubscriber } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import { MembershipCommand } from '../domain/membership';
import { user } from '../domain/user.decide';
import { MEMBERSHIP_EVENT_TYPES, MembershipEndReason, UserEvent } from '../domain/user.events';

type Data<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>['data'];

/**
 * What follows a change of who oversees whom (ADR 0046), after the commit:
 *
 * - an overseer whose role changed away from team lead or broker, or whose account was deleted,
 *   no longer oversees anyone: each membership pointing at them is ended on the member's stream
 *   (a command the server issues, retried on conflict; ending one already gone appends nothing);
 * - a membership that began or ended changes what the member's overseers may open: the open sockets
 *   of the member and of the overseers before and after are admitted again to every room they are
 *   in, with the policies as the facts are now (`RealtimeService.readmitUsers`).
 */
@Injectable()
export class MembershipEffectsSubscriber implements EventSubscriber {
  readonly name = 'identity-membership-effects';
  readonly handles = ['RoleChanged', 'UserErased', ...MEMBERSHIP_EVENT_TYPES];

  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly realtime: RealtimeService,
  ) {}

  async handle(event: StoredEvent, sql: SqlExecutor): Promise<void> {
    switch (event.type) {
      case 'RoleChanged': {
        const { userId, from } = event.data as Data<'RoleChanged'>;
        if (from === 'team_lead') await this.endMembershipsOf(userId, 'team_lead_id', 'overseer_role_changed', event, sql);
        if (from === 'broker') await this.endMembershipsOf(userId, 'broker_id', 'overseer_role_changed', event, sql);
        return;
      }
      case 'UserErased': {
        const { userId } = event.data as Data<'UserErased'>;
        await this.endMembershipsOf(userId, 'team_lead_id', 'overseer_erased', event, sql);
        await this.endMembershipsOf(userId, 'broker_id', 'overseer_erased', event, sql);
        return;
      }
      default: {
        const data = event.data as Record<string, string | null>;
        const people = [data.userId, data.teamLeadId, data.previousTeamLeadId, data.brokerId, data.previousBrokerId];
        await this.realtime.readmitUsers(
          people.filter((id): id is string => typeof id === 'string'),
          sql,
        );
      }
    }
  }

  private async endMembershipsOf(
    overseerId: string,
    column: 'team_lead_id' | 'broker_id',
    reason: MembershipEndReason,
    event: StoredEvent,
    sql: SqlExecutor,
  ): Promise<void> {
    const members = await sql.query<{ id: string }>(`SELECT id FROM profiles WHERE ${column} = $1 ORDER BY id`, [overseerId]);
    for (const { id } of members) {
      const command: MembershipCommand =
        column === 'team_lead_id'
          ? { type: 'EndTeamLeadMembership', userId: id, teamLeadId: overseerId, reason }
          : { type: 'EndBrokerMembership', userId: id, brokerId: overseerId, reason };
      await this.pipeline.handle(user, id, command, {
        metadata: { actorId: event.metadata.actorId, correlationId: event.metadata.correlationId, causationId: event.eventId },
      });
    }
  }
}
