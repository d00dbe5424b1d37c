import { Inject, Logger, OnModuleDestroy } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, SubscribeMessage, WebSocketGateway, ConnectedSocket } from '@nestjs/websockets';
import IORedis from 'ioredis';
import type { Server, Socket } from 'socket.io';
import { AuthenticatedUser, TokenService } from '../auth/token.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { createSubscriberConnection } from '../queue/redis-connections';
import { RealtimeService } from './realtime.service';

interface SocketData {
  user?: AuthenticatedUser;
}

/** Rooms anyone may join, signed in or not. Everything else is decided by a room policy. */
const PUBLIC_ROOMS = new Set(['diagnostics']);

/**
 * Authenticates every socket with the REST access token: at connect (and at every recovered
 * reconnect), again when the token expires, and at once when its session is revoked.
 */
@WebSocketGateway()
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
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (token === undefined || token === null || token === '') {
        return previous ? next(unauthorized()) : next(); // anonymous: public rooms only
      }
      this.tokens
        .verify(String(token))
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
  async subscribeDiagnostics(@ConnectedSocket() socket: Socket): Promise<{ ok: boolean }> {
    return this.joinIfAllowed(socket, 'diagnostics');
  }

  private async joinIfAllowed(socket: Socket, room: string): Promise<{ ok: boolean }> {
    if (!PUBLIC_ROOMS.has(room)) return { ok: false };
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

function unauthorized(): Error {
  return new Error('Unauthorized - No active session');
}
