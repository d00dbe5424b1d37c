import { Inject, Logger, OnModuleDestroy, UseFilters, UsePipes } from '@nestjs/common';
import { ConnectedSocket, MessageBody, OnGatewayConnection, OnGatewayInit, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import IORedis from 'ioredis';
import type { Server, Socket } from 'socket.io';
import { AuthenticatedUser, TokenService } from '../auth/token.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { InputValidationPipe } from '../http/input-validation.pipe';
import { RateLimiter } from '../http/rate-limiter';
import { createSubscriberConnection } from '../queue/redis-connections';
import { SocketAck, SocketExceptionFilter } from './socket-exception.filter';
import { RealtimeService } from './realtime.service';

interface SocketData {
  user?: AuthenticatedUser;
}

/** Who may join each room; a room not listed here is joined by no one. */
const ROOM_POLICIES: Record<string, (user: AuthenticatedUser | undefined) => boolean> = {
  // The admin diagnostics page (spec 000 route table): admins only, as on HTTP.
  diagnostics: (user) => user?.role === 'admin',
};

/** Joins a person makes by hand; a script looping on them is refused. */
const JOINS_PER_MINUTE = 60;

/** `diagnostics.subscribe` takes no payload: the event is the whole request. */
export class NoPayloadDto {}

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

  // A class provider, not a factory: Nest's SocketModule only mounts gateways whose provider is the
  // decorated class itself, and silently ignores one built by `useFactory`.
  constructor(
    private readonly tokens: TokenService,
    private readonly realtime: RealtimeService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
      if (token === undefined) {
        return previous ? next(unauthorized()) : next(); // anonymous: no room policy admits them today
      }
      // Anything but a string is a hostile handshake: never coerce it (an object's toString may throw).
      if (typeof token !== 'string') return next(unauthorized());
      this.tokens
        .verify(token)
        .then((user) => {
          if (previous && previous.userId !== user.userId) return next(unauthorized());
          data.user = user;
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
    const timer = setTimeout(() => this.notifyAndDisconnect(socket, 'auth.expired'), Math.max(msLeft, 0));
    this.expiryTimers.set(socket.id, timer);
    socket.once('disconnect', () => {
      clearTimeout(this.expiryTimers.get(socket.id));
      this.expiryTimers.delete(socket.id);
    });
  }

  @SubscribeMessage('diagnostics.subscribe')
  async subscribeDiagnostics(@ConnectedSocket() socket: Socket, @MessageBody() _payload: NoPayloadDto): Promise<SocketAck> {
    return this.joinIfAllowed(socket, 'diagnostics');
  }

  private async joinIfAllowed(socket: Socket, room: string): Promise<SocketAck> {
    const user = (socket.data as SocketData).user;
    if (!ROOM_POLICIES[room]?.(user)) return { ok: false };
    const verdict = await this.limiter.hit({ bucket: 'socket-join', key: user?.userId ?? socket.handshake.address, limit: JOINS_PER_MINUTE, windowMs: 60_000 });
    if (!verdict.allowed) return { ok: false };
    await socket.join(room);
    // Connection-state recovery replays from the offset of the last event the client received, and
    // a client that has received none yet cannot recover at all (socketio/socket.io#4888). This
    // event (stored in the stream like any other) gives it an offset from the moment it joined.
    socket.emit('realtime.joined', { room });
    return { ok: true };
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
