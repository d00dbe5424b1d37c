import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import IORedis from 'ioredis';
import { createSubscriberConnection } from '../queue/redis-connections';
import type { Server, ServerOptions } from 'socket.io';
import { AppConfig } from '../config/app-config';
import { holdMissedPackets } from './recovery-hold';

/** Missed packets are replayed to a socket that comes back within this window (DESIGN.md, "Realtime"). */
export const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

/**
 * Socket.IO on the Redis Streams adapter: rooms are shared by every API process, and connection-state
 * recovery works whichever process the client reconnects to.
 */
export class SocketIoAdapter extends IoAdapter {
  private redis: IORedis | undefined;

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    this.redis = createSubscriberConnection(this.config.redisUrl);
    // Every key and channel under the install's prefix: with the defaults ("socket.io" channels,
    // "sio:session:" keys) two installs on one Redis would answer each other's fetchSockets() and
    // share recovery sessions.
    const streamsAdapter = createAdapter(this.redis, {
      streamName: `${this.config.redisPrefix}:socket.io`,
      channelPrefix: `${this.config.redisPrefix}:socket.io`,
      sessionKeyPrefix: `${this.config.redisPrefix}:socket.io:session:`,
      maxLen: 100_000,
    });
    return super.createIOServer(port, {
      ...options,
      path: '/socket.io',
      serveClient: false,
      cors: { origin: this.config.appUrl, credentials: true },
      // Said, not left to engine.io's default (off since engine.io 4): a broadcast is encoded once and its
      // WebSocket frame precomputed for every socket of the room, which engine.io sends as is only
      // without per-message compression; with it, each socket would compress its own copy (issue 23 item 6).
      perMessageDeflate: false,
      // A recovered session's missed packets wait for the gateway to admit the socket again (recovery-hold.ts).
      // Socket.IO calls it with `new`, so a function rather than an arrow; it returns the adapter it builds.
      adapter: function holdingAdapter(namespace: unknown) {
        return holdMissedPackets(streamsAdapter(namespace));
      },
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
    } as ServerOptions) as Server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    this.redis?.disconnect();
  }
}
