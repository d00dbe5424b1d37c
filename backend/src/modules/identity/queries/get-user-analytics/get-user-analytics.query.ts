import { Inject, Logger } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { ANALYTICS_WINDOW_DAYS, computeUserAnalytics, EMPTY_ANALYTICS, UserAnalytics } from '../../domain/user-analytics';

/** Spec 000 §3 "User analytics result" over the last 30 days; a failure answers zeros (spec 000 §8). */
export class GetUserAnalytics extends Query<UserAnalytics> {
  constructor(
    readonly userId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetUserAnalytics)
export class GetUserAnalyticsHandler implements IQueryHandler<GetUserAnalytics> {
  private readonly logger = new Logger(GetUserAnalyticsHandler.name);

  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(query: GetUserAnalytics): Promise<UserAnalytics> {
    try {
      const since = new Date(query.now.getTime() - ANALYTICS_WINDOW_DAYS * 24 * 3600 * 1000);
      const sessions = await this.dataSource.query<{ session_start: Date; duration_seconds: number | null }[]>(
        'SELECT session_start, duration_seconds FROM user_sessions WHERE user_id = $1 AND session_start >= $2',
        [query.userId, since],
      );
      const activity = await this.dataSource.query<{ action_type: string; action_details: string | null; created_at: Date }[]>(
        'SELECT action_type, action_details, created_at FROM user_activity_logs WHERE user_id = $1 AND created_at >= $2',
        [query.userId, since],
      );
      const [latest] = await this.dataSource.query<{ session_start: Date | null }[]>(
        'SELECT max(session_start) AS session_start FROM user_sessions WHERE user_id = $1',
        [query.userId],
      );
      return computeUserAnalytics(
        sessions.map((s) => ({ sessionStart: new Date(s.session_start), durationSeconds: s.duration_seconds })),
        activity.map((a) => ({ actionType: a.action_type, actionDetails: a.action_details, createdAt: new Date(a.created_at) })),
        latest?.session_start ? new Date(latest.session_start) : null,
      );
    } catch (error) {
      this.logger.warn({ err: error, userId: query.userId }, 'Analytics failed; answering zeros');
      return { ...EMPTY_ANALYTICS };
    }
  }
}
