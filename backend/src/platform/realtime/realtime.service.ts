import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { AccessPolicy, redact } from '../access/access-policy';
import { roleRoom } from '../access/access-rooms';

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
   * the role it joined with (one emit per role sub-room). There is no way to emit a raw payload to a
   * room: rooms exist only per policy (docs/adr/0017-access-policy.md). `id` is '' for a single-instance
   * resource such as diagnostics.
   */
  emitToResource<R extends string, T>(policy: AccessPolicy<R, T>, id: string, event: string, payload: T): void {
    if (!this.server) return;
    for (const role of policy.roles) {
      this.server.to(roleRoom(policy, id, role)).emit(event, redact(policy, role, payload));
    }
  }
}
