import { definePolicy } from './access-policy';
import { parseRoleRoom, publicRoom, roleRoom } from './access-rooms';

describe('rooms of a resource (docs/adr/0017-access-policy.md)', () => {
  const sql = async () => new Map<string, { ownerId: string }>();
  const item = definePolicy<{ id: string }>()({
    resource: 'rooms-item',
    roles: ['owner', 'viewer'],
    load: sql,
    roleOf: () => 'none',
    visibility: { owner: 'all', viewer: { allow: ['id'] } },
    refusal: { kind: 'not_found', message: 'Item not found' },
  });
  const page = definePolicy<{ id: string }>()({
    resource: 'rooms-page',
    roles: ['admin'],
    roleOf: () => 'admin',
    visibility: { admin: 'all' },
    refusal: { kind: 'forbidden', message: 'Forbidden' },
  });
  const id = '00000000-0000-4000-8000-000000000001';

  it('names a resource room by resource and id, a single-instance one by the resource alone, and a role sub-room after #', () => {
    expect(publicRoom(item, id)).toBe(`rooms-item:${id}`);
    expect(roleRoom(item, id, 'viewer')).toBe(`rooms-item:${id}#viewer`);
    expect(publicRoom(page, '')).toBe('rooms-page');
    expect(roleRoom(page, '', 'admin')).toBe('rooms-page#admin');
  });

  it('reads a role room back into its policy, id and role; anything else is not a role room', () => {
    expect(parseRoleRoom(roleRoom(item, id, 'owner'))).toEqual({ policy: item, id, role: 'owner' });
    expect(parseRoleRoom(roleRoom(page, '', 'admin'))).toEqual({ policy: page, id: '', role: 'admin' });
    for (const other of ['Xk3-socket-id', `rooms-item:${id}`, 'rooms-page', `unknown:${id}#owner`, 'rooms-item#owner', `rooms-page:${id}#admin`]) {
      expect([other, parseRoleRoom(other)]).toEqual([other, undefined]);
    }
  });
});
