import { Inject, Logger, OnModuleDestroy, UseFilters, UsePipes } from '@nestjs/common';
import { ConnectedSocket, MessageBody, OnGatewayConnection, OnGatewayInit, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { IsString, MaxLength } from 'class-validator';
import IORedis from 'ioredis';
import type { Server, Socket } from 'socket.io';
import { DataSource } from 'typeorm';
import { AccessPolicy, policyFor, readGateRefusal, resolveRole, resolveRoles } from '../access/access-policy';
import { parseRoleRoom, publicRoom, roleRoom } from '../access/access-rooms';
import { AuthenticatedUser, TokenService } from '../auth/token.service';
import { sqlOf, type SqlExecutor } from '../event-store/sql-executor';
import { Omittable } from '../http/field-rules';
import { DATA_SOURCE } from '../platform.tokens';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { InputValidationPipe } from '../http/input-validation.pipe';
import { RateLimiter } from '../http/rate-limiter';
import { createSubscriberConnection } from '../queue/redis-connections';
import { RealtimeService } from './realtime.service';
import { flushHeldPackets } from './recovery-hold';
import { toErrorBody } from '../http/domain-exception.filter';
import { SocketAck, SocketExceptionFilter } from './socket-exception.filter';

interface SocketData {
  user?: AuthenticatedUser;
}

/** Joins a person makes by hand; a script looping on them is refused. */
const JOINS_PER_MINUTE = 60;

/** `diagnostics.subscribe` takes no payload: the event is the whole request. */
export class NoPayloadDto {}

/** `resource.subscribe`: the room of one resource, e.g. `{ resource: 'feedback', id: '<uuid>' }`. */
export class ResourceSubscriptionDto {
  @IsString()
  @MaxLength(60)
  resource!: string;

  /** Absent for a single-instance resource (diagnostics). */
  @Omittable()
  @IsString()
  @MaxLength(60)
  id?: string;
}

/**
 * Authenticates every socket with the REST access token: at connect (and at every recovered
 * reconnect), again when the token expires, and at once when its session is revoked.
 */
@WebSocketGateway()
// Every client-to-server event is validated like an HTTP body, and any error is answered in its
// acknowledgement instead of escaping the handler.
@UsePipes(InputValidationPipe)
@UseFilters(SocketExceptionFilter)
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  private readonly logger = new Logger(RealtimeGateway.name);
  private server: Server | undefined;
  private subscriber: IORedis | undefined;
  private readonly expiryTimers = new Map<string, NodeJS.Timeout>();
  /** Rooms a recovered socket was taken out of, announced once it is connected. */
  private readonly roomsLost = new WeakMap<Socket, string[]>();

  // A class provider, not a factory: Nest's SocketModule only mounts gateways whose provider is the
  // decorated class itself, and silently ignores one built by `useFactory`.
  constructor(
    private readonly tokens: TokenService,
    private readonly realtime: RealtimeService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATA_SOURCE) dataSource: DataSource,
  ) {
    this.sql = sqlOf(dataSource);
  }

  private readonly sql: SqlExecutor;

  afterInit(server: Server): void {
    this.server = server;
    this.realtime.attach(server);
    server.use((socket, next) => {
      const data = socket.data as SocketData;
      // A recovered socket comes back with the rooms and data of its old session; only the same user,
      // with a token valid now, may take them over (the rooms were admitted for that user).
      const previous = socket.recovered ? data.user : undefined;
      delete data.user;
      const auth: unknown = socket.handshake.auth;
      const token = isRecord(auth) ? auth.token : undefined;
      // A refused recovered socket never gets the packets it missed: they stay held (recovery-hold.ts).
      if (token === undefined) {
        return previous ? next(unauthorized()) : next(); // anonymous: no access policy admits them today
      }
      // Anything but a string is a hostile handshake: never coerce it (an object's toString may throw).
      if (typeof token !== 'string') return next(unauthorized());
      this.tokens
        .verify(token)
        .then(async (user) => {
          if (previous && previous.userId !== user.userId) return next(unauthorized());
          data.user = user;
          if (socket.recovered) await this.recheckRooms(socket, user);
          next();
        })
        .catch(() => next(unauthorized()));
    });
    this.subscriber = createSubscriberConnection(this.config.redisUrl);
    void this.subscriber.subscribe(this.tokens.revocationChannel);
    this.subscriber.on('message', (_channel, sessionId: string) => this.disconnectSession(sessionId));
  }

  handleConnection(socket: Socket): void {
    const user = (socket.data as SocketData).user;
    if (!user) return;
    const msLeft = user.expiresAt * 1000 - Date.now();
    for (const room of this.roomsLost.get(socket) ?? []) socket.emit('realtime.left', { room });
    this.roomsLost.delete(socket);
    const timer = setTimeout(() => this.notifyAndDisconnect(socket, 'auth.expired'), Math.max(msLeft, 0));
    this.expiryTimers.set(socket.id, timer);
    socket.once('disconnect', () => {
      clearTimeout(this.expiryTimers.get(socket.id));
      this.expiryTimers.delete(socket.id);
    });
  }

  @SubscribeMessage('diagnostics.subscribe')
  async subscribeDiagnostics(@ConnectedSocket() socket: Socket, @MessageBody() _payload: NoPayloadDto): Promise<SocketAck> {
    return this.joinIfAllowed(socket, policyFor('diagnostics'), '');
  }

  @SubscribeMessage('resource.subscribe')
  async subscribeResource(@ConnectedSocket() socket: Socket, @MessageBody() payload: ResourceSubscriptionDto): Promise<SocketAck> {
    return this.joinIfAllowed(socket, policyFor(payload.resource), payload.id ?? '');
  }

  /**
   * Rooms are admitted by the resource's access policy, as HTTP routes are: the socket joins the
   * sub-room of its role, and every push to the resource reaches it redacted for that role.
   */
  private async joinIfAllowed(socket: Socket, policy: AccessPolicy | undefined, id: string): Promise<SocketAck> {
    const user = (socket.data as SocketData).user;
    if (!policy || !user || policy.singleton !== (id === '')) return { ok: false };
    const verdict = await this.limiter.hit({ bucket: 'socket-join', key: user.userId, limit: JOINS_PER_MINUTE, windowMs: 60_000 });
    if (!verdict.allowed) return { ok: false };
    const role = await resolveRole(policy, user, id, this.sql);
    if (role === 'none') return { ok: false };
    // The resource's read gate, as on its HTTP reads: a client who has not consented joins no deal room (ADR 0062).
    const refusal = await readGateRefusal(policy, user, this.sql);
    if (refusal) return { ok: false, error: toErrorBody(refusal) };
    for (const other of policy.roles) if (other !== role) await socket.leave(roleRoom(policy, id, other));
    await socket.join(roleRoom(policy, id, role));
    // Asked again once in the room: a change of access committed meanwhile (a deal's client unlinked)
    // is seen either here or by its readmit, which runs after its commit and so after this join (ADR 0036).
    if ((await resolveRole(policy, user, id, this.sql)) !== role) {
      await socket.leave(roleRoom(policy, id, role));
      return { ok: false };
    }
    // Connection-state recovery replays from the offset of the last event the client received, and
    // a client that has received none yet cannot recover at all (socketio/socket.io#4888). This
    // event (stored in the stream like any other) gives it an offset from the moment it joined.
    socket.emit('realtime.joined', { room: publicRoom(policy, id) });
    return { ok: true };
  }

  /**
   * A recovered socket comes back in the rooms of its old session. Each is admitted again for the
   * user as they are now (a changed role, a resource no longer theirs): a room whose role no longer
   * holds is left and announced with `realtime.left`, and the packets missed while away are then
   * dropped (they cannot be told apart by room); otherwise they are delivered as recovery promises.
   */
  private async recheckRooms(socket: Socket, user: AuthenticatedUser): Promise<void> {
    const joined = [...socket.rooms].flatMap((room) => {
      const parsed = parseRoleRoom(room);
      return parsed ? [{ room, ...parsed }] : [];
    });
    const lost: string[] = [];
    for (const policy of new Set(joined.map((entry) => entry.policy))) {
      const mine = joined.filter((entry) => entry.policy === policy);
      const roles = await resolveRoles(policy, user, mine.map((entry) => entry.id), this.sql);
      for (const entry of mine) {
        if (roles.get(entry.id) === entry.role) continue;
        await socket.leave(entry.room);
        lost.push(publicRoom(policy, entry.id));
      }
    }
    if (lost.length > 0) this.roomsLost.set(socket, lost);
    flushHeldPackets(socket, lost.length === 0);
  }

  private disconnectSession(sessionId: string): void {
    if (!this.server) return;
    for (const socket of this.server.of('/').sockets.values()) {
      if ((socket.data as SocketData).user?.sessionId === sessionId) this.notifyAndDisconnect(socket, 'auth.revoked');
    }
  }

  /**
   * With connection-state recovery on, `socket.emit` goes through the adapter, which writes to the
   * Redis stream before delivering: a disconnect right after it would always beat the notice. A
   * local emit is delivered at once, and this disconnect is final, so there is nothing to recover.
   */
  private notifyAndDisconnect(socket: Socket, notice: 'auth.expired' | 'auth.revoked'): void {
    this.server?.local.to(socket.id).emit(notice);
    socket.disconnect(true);
  }

  async onModuleDestroy(): Promise<void> {
    for (const timer of this.expiryTimers.values()) clearTimeout(timer);
    this.subscriber?.disconnect();
    this.logger.debug('Realtime gateway stopped');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unauthorized(): Error {
  return new Error('Unauthorized - No active session');
}
