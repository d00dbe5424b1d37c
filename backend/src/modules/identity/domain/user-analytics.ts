/**
 * Spec 000 §3 "User analytics result", computed from the last 30 days of sessions and activity.
 * Pure, so the numbers are tested without a database.
 */
export const ANALYTICS_WINDOW_DAYS = 30;
export const TOP_FEATURES = 5;

export interface SessionSample {
  sessionStart: Date;
  durationSeconds: number | null;
}

export interface ActivitySample {
  actionType: string;
  actionDetails: string | null;
  createdAt: Date;
}

export interface UserAnalytics {
  totalLogins: number;
  avgSessionDurationMinutes: number;
  lastLogin: string | null;
  totalPageViews: number;
  mostUsedFeatures: { feature: string; count: number }[];
  activityByDay: { date: string; count: number }[];
}

export const EMPTY_ANALYTICS: UserAnalytics = {
  totalLogins: 0,
  avgSessionDurationMinutes: 0,
  lastLogin: null,
  totalPageViews: 0,
  mostUsedFeatures: [],
  activityByDay: [],
};

/**
 * total logins = sessions started in the window; average = mean duration of the window's ended
 * sessions in minutes, rounded; last login = the latest session start ever; page views and
 * features from the activity; activity by day = every activity row counted per UTC date, by date.
 */
export function computeUserAnalytics(sessions: SessionSample[], activity: ActivitySample[], latestSessionStart: Date | null): UserAnalytics {
  const durations = sessions.map((s) => s.durationSeconds).filter((d): d is number => d !== null);
  const avgSeconds = durations.length === 0 ? 0 : durations.reduce((sum, d) => sum + d, 0) / durations.length;
  const features = new Map<string, number>();
  const days = new Map<string, number>();
  let pageViews = 0;
  for (const row of activity) {
    if (row.actionType === 'page_view') pageViews += 1;
    if (row.actionType === 'feature_usage' && row.actionDetails) features.set(row.actionDetails, (features.get(row.actionDetails) ?? 0) + 1);
    const day = row.createdAt.toISOString().slice(0, 10);
    days.set(day, (days.get(day) ?? 0) + 1);
  }
  return {
    totalLogins: sessions.length,
    avgSessionDurationMinutes: Math.round(avgSeconds / 60),
    lastLogin: latestSessionStart ? latestSessionStart.toISOString() : null,
    totalPageViews: pageViews,
    mostUsedFeatures: [...features]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, TOP_FEATURES)
      .map(([feature, count]) => ({ feature, count })),
    activityByDay: [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count })),
  };
}
