import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';

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

  emitToRoom(room: string, event: string, payload: unknown): void {
    this.server?.to(room).emit(event, payload);
  }
}
