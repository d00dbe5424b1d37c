import { definePolicy } from '../../platform/access/access-policy';
import { AdminFeedbackDto } from './feedback.dto';

/**
 * Who sees a feedback item, and what of it (docs/adr/0017-access-policy.md). The author sees their
 * own (spec 001 §2.2, the admin's notes included as 'Admin Response'); an admin sees every one with
 * the author's name and e-mail (spec 000 §2). The author's view is an allow-list: a column added for
 * the admin console stays out of the author's responses and pushes until it is listed here.
 */
export const feedbackPolicy = definePolicy<AdminFeedbackDto>()({
  resource: 'feedback',
  roles: ['author', 'admin'],
  load: async (ids, sql) => {
    const rows = await sql.query<{ id: string; user_id: string }>('SELECT id, user_id FROM feedback WHERE id = ANY($1::uuid[])', [ids]);
    return new Map(rows.map((row) => [row.id, { authorId: row.user_id }]));
  },
  roleOf: (actor, feedback) => {
    if (!feedback) return 'none';
    if (actor.role === 'admin') return 'admin';
    return feedback.authorId === actor.userId ? 'author' : 'none';
  },
  visibility: {
    author: {
      allow: ['id', 'userId', 'feedbackType', 'category', 'priority', 'title', 'description', 'status', 'adminNotes', 'createdAt', 'resolvedAt', 'version'],
    },
    admin: 'all',
  },
  // Someone else's feedback is not theirs to know about: the same 404 as an unknown id (spec 001 §8).
  refusal: { kind: 'not_found', message: 'Feedback not found' },
});
