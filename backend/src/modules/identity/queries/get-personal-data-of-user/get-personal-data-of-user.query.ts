import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { InviteCodeDto, ProfileDto } from '../../identity.dto';
import { GetProfile } from '../get-profile/get-profile.query';
import { ListInviteCodes } from '../list-invite-codes/list-invite-codes.query';

export interface PersonalDataOfUser {
  profile: ProfileDto | null;
  sessions: { id: string; sessionStart: string; sessionEnd: string | null; userAgent: string | null; durationSeconds: number | null }[];
  activity: { sessionId: string | null; actionType: string; actionDetails: string | null; createdAt: string }[];
  inviteCodesCreated: InviteCodeDto[];
}

/** What identity holds about a person, for an access request's export (spec 002 data requests). */
export class GetPersonalDataOfUser extends Query<PersonalDataOfUser> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetPersonalDataOfUser)
export class GetPersonalDataOfUserHandler implements IQueryHandler<GetPersonalDataOfUser> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute(query: GetPersonalDataOfUser): Promise<PersonalDataOfUser> {
    const { userId } = query;
    const sessions = await this.dataSource.query<
      { id: string; session_start: Date; session_end: Date | null; user_agent: string | null; duration_seconds: number | null }[]
    >('SELECT id, session_start, session_end, user_agent, duration_seconds FROM user_sessions WHERE user_id = $1 ORDER BY session_start', [userId]);
    const activity = await this.dataSource.query<
      { session_id: string | null; action_type: string; action_details: string | null; created_at: Date }[]
    >('SELECT session_id, action_type, action_details, created_at FROM user_activity_logs WHERE user_id = $1 ORDER BY created_at, id', [userId]);
    const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
    return {
      profile: await this.queries.execute(new GetProfile(userId)),
      sessions: sessions.map((s) => ({
        id: s.id,
        sessionStart: new Date(s.session_start).toISOString(),
        sessionEnd: iso(s.session_end),
        userAgent: s.user_agent,
        durationSeconds: s.duration_seconds,
      })),
      activity: activity.map((a) => ({
        sessionId: a.session_id,
        actionType: a.action_type,
        actionDetails: a.action_details,
        createdAt: new Date(a.created_at).toISOString(),
      })),
      inviteCodesCreated: await this.queries.execute(new ListInviteCodes({ createdBy: userId })),
    };
  }
}
