import { computeUserAnalytics } from './user-analytics';

describe('user analytics (spec 000 §3)', () => {
  it('counts logins, averages ended sessions in rounded minutes, top 5 features, activity per day by date', () => {
    const result = computeUserAnalytics(
      [
        { sessionStart: new Date('2026-01-02T10:00:00Z'), durationSeconds: 600 },
        { sessionStart: new Date('2026-01-03T10:00:00Z'), durationSeconds: 1290 },
        { sessionStart: new Date('2026-01-04T10:00:00Z'), durationSeconds: null }, // still open: not averaged
      ],
      [
        { actionType: 'page_view', actionDetails: '/a', createdAt: new Date('2026-01-03T23:59:00Z') },
        { actionType: 'page_view', actionDetails: '/b', createdAt: new Date('2026-01-02T00:01:00Z') },
        ...['f1', 'f1', 'f1', 'f2', 'f2', 'f3', 'f4', 'f5', 'f6'].map((feature) => ({
          actionType: 'feature_usage',
          actionDetails: feature,
          createdAt: new Date('2026-01-02T12:00:00Z'),
        })),
        { actionType: 'login', actionDetails: null, createdAt: new Date('2026-01-04T10:00:00Z') },
      ],
      new Date('2026-01-04T10:00:00Z'),
    );
    expect(result).toEqual({
      totalLogins: 3,
      avgSessionDurationMinutes: 16, // (10 + 21.5) / 2 = 15.75
      lastLogin: '2026-01-04T10:00:00.000Z',
      totalPageViews: 2,
      mostUsedFeatures: [
        { feature: 'f1', count: 3 },
        { feature: 'f2', count: 2 },
        { feature: 'f3', count: 1 },
        { feature: 'f4', count: 1 },
        { feature: 'f5', count: 1 },
      ],
      activityByDay: [
        { date: '2026-01-02', count: 10 },
        { date: '2026-01-03', count: 1 },
        { date: '2026-01-04', count: 1 },
      ],
    });
  });

  it('answers zeros, empty lists and a null last login when there is nothing', () => {
    expect(computeUserAnalytics([], [], null)).toEqual({
      totalLogins: 0,
      avgSessionDurationMinutes: 0,
      lastLogin: null,
      totalPageViews: 0,
      mostUsedFeatures: [],
      activityByDay: [],
    });
  });
});
