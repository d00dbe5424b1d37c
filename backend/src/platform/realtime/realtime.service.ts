import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { AccessPolicy, Actor, redact, resolveRole, resolveRoles } from '../access/access-policy';
import { parseRoleRoom, publicRoom, roleRoom } from '../access/access-rooms';
import type { SqlExecutor } from '../event-store/sql-executor';

/**
 * What the rest of the backend uses to push to browsers. The gateway attaches its server at start;
 * with the Redis Streams adapter an emit here reaches sockets connected to any API process.
 */
@Injectable()
export class RealtimeService {
  private server: Server | undefined;

  attach(server: Server): void {
    this.server = server;
  }

  /**
   * Pushes `payload` about one resource to the sockets in its room, each receiving it redacted for
   * the role it joined with (role sub-rooms). There is no way to emit a raw payload to a room: rooms
   * exist only per policy (docs/adr/0017-access-policy.md). `id` is '' for a single-instance resource
   * such as diagnostics.
   *
   * The role rooms whose copies are the same (a deal's `{ id, version }` reads alike for every role) get
   * one emit together: one broadcast, encoded once and published once to the other processes, instead
   * of one per role. With four roles a deal's push was four entries in the adapter's stream, each read,
   * decoded and dispatched by every process in turn (issue 23 item 6, docs/benchmarks.md).
   */
  emitToResource<R extends string, T>(policy: AccessPolicy<R, T>, id: string, event: string, payload: T): void {
    if (!this.server) return;
    const copies = new Map<string, { copy: T; rooms: string[] }>();
    for (const role of policy.roles) {
      const copy = redact(policy, role, payload);
      const text = JSON.stringify(copy) ?? '';
      const same = copies.get(text);
      if (same) same.rooms.push(roleRoom(policy, id, role));
      else copies.set(text, { copy, rooms: [roleRoom(policy, id, role)] });
    }
    for (const { copy, rooms } of copies.values()) this.server.to(rooms).emit(event, copy);
  }

  /**
   * Access to a resource changed (a deal's client unlinked, the deal deleted): every socket in its
   * role rooms, on any process, is admitted again for its user as the facts are now, with the same
   * policy as a join. A room whose role no longer holds is left at once and announced with
   * `realtime.left` — not at the socket's next reconnect (ADR 0036). Call it before pushing the change.
   */
  async readmit<R extends string, T>(policy: AccessPolicy<R, T>, id: string, sql: SqlExecutor): Promise<void> {
    if (!this.server) return;
    for (const role of policy.roles) {
      const room = roleRoom(policy, id, role);
      for (const socket of await this.server.in(room).fetchSockets()) {
        const user = (socket.data as { user?: Actor }).user;
        if (user && (await resolveRole(policy, user, id, sql)) === role) continue;
        socket.leave(room);
        socket.emit('realtime.left', { room: publicRoom(policy, id) });
      }
    }
  }

  /**
   * Access of some people changed everywhere at once (a team or broker membership, ADR 0046): every
   * role room their open sockets are in, on any process, is admitted again by its policy as the facts
   * are now, like `readmit` does for one resource; a room that no longer holds is left and announced
   * with `realtime.left`. Rooms they may newly enter are theirs at the next join.
   */
  async readmitUsers(userIds: readonly string[], sql: SqlExecutor): Promise<void> {
    if (!this.server || userIds.length === 0) return;
    const wanted = new Set(userIds);
    for (const socket of await this.server.fetchSockets()) {
      const user = (socket.data as { user?: Actor }).user;
      if (!user || !wanted.has(user.userId)) continue;
      for (const room of socket.rooms) {
        const parsed = parseRoleRoom(room);
        if (!parsed) continue;
        const roles = await resolveRoles(parsed.policy, user, [parsed.id], sql);
        if (roles.get(parsed.id) === parsed.role) continue;
        socket.leave(room);
        socket.emit('realtime.left', { room: publicRoom(parsed.policy, parsed.id) });
      }
    }
  }
}
