import { Logger, OnModuleDestroy } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, SubscribeMessage, WebSocketGateway, ConnectedSocket } from '@nestjs/websockets';
import IORedis from 'ioredis';
import type { Server, Socket } from 'socket.io';
import { AuthenticatedUser, TokenService } from '../auth/token.service';
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

  constructor(
    private readonly tokens: TokenService,
    private readonly realtime: RealtimeService,
    private readonly redisUrl: string,
  ) {}

  afterInit(server: Server): void {
    this.server = server;
    this.realtime.attach(server);
    server.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (token === undefined || token === null || token === '') return next(); // anonymous: public rooms only
      this.tokens
        .verify(String(token))
        .then((user) => {
          (socket.data as SocketData).user = user;
          next();
        })
        .catch(() => next(new Error('Unauthorized - No active session')));
    });
    this.subscriber = new IORedis(this.redisUrl, { maxRetriesPerRequest: null });
    void this.subscriber.subscribe(this.tokens.revocationChannel);
    this.subscriber.on('message', (_channel, sessionId: string) => this.disconnectSession(sessionId));
  }

  handleConnection(socket: Socket): void {
    const user = (socket.data as SocketData).user;
    if (!user) return;
    const msLeft = user.expiresAt * 1000 - Date.now();
    const timer = setTimeout(() => {
      socket.emit('auth.expired');
      socket.disconnect(true);
    }, Math.max(msLeft, 0));
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
    return { ok: true };
  }

  private disconnectSession(sessionId: string): void {
    if (!this.server) return;
    for (const socket of this.server.of('/').sockets.values()) {
      if ((socket.data as SocketData).user?.sessionId === sessionId) {
        socket.emit('auth.revoked');
        socket.disconnect(true);
      }
    }
  }

  async onModuleDestroy(): Promise<void> {
    for (const timer of this.expiryTimers.values()) clearTimeout(timer);
    this.subscriber?.disconnect();
    this.logger.debug('Realtime gateway stopped');
  }
}
