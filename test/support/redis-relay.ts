import { AddressInfo, connect, createServer, Socket } from 'node:net';

export interface RedisRelay {
  /** REDIS_URL with the relay's address: a worker given it reaches Redis through the relay. */
  url: string;
  /** Every connection dropped, and each new one closed as soon as it is accepted, until `restore()`. */
  cut(): void;
  restore(): void;
  /**
   * Redis's replies held back on every connection but those whose client-side port `passes` names (the
   * ports `CLIENT LIST` shows as `addr`), until `release()`: a command runs in Redis and its caller has
   * not heard so yet, as on a slow network.
   */
  holdReplies(passes: (clientPort: number) => boolean): void;
  release(): void;
  /** The client-side ports of the relay's connections to Redis, as `CLIENT LIST` shows them. */
  upstreamPorts(): number[];
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket;
  /** Replies held back while the relay holds this link's replies. */
  held: Buffer[] | undefined;
}

/**
 * A TCP relay to Redis that a test can cut, restore and slow down. It keeps listening on its port while
 * cut (a closed port could be taken by another socket before the restore), so a worker given its address
 * loses Redis on demand, and gets it back on the same address, while everyone else keeps it.
 */
export async function redisRelay(redisUrl: string): Promise<RedisRelay> {
  const target = new URL(redisUrl);
  const links = new Set<Link>();
  let refusing = false;
  let passes: ((clientPort: number) => boolean) | undefined;

  const server = createServer((client) => {
    client.on('error', () => undefined);
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 6379), target.hostname);
    const link: Link = { client, upstream, held: undefined };
    links.add(link);
    upstream.on('connect', () => {
      if (passes && !passes(upstream.localPort!)) link.held = [];
    });
    upstream.on('error', () => undefined);
    for (const socket of [client, upstream]) {
      socket.on('close', () => {
        links.delete(link);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.on('data', (reply: Buffer) => (link.held ? link.held.push(reply) : client.write(reply)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });

  const dropAll = () => {
    for (const { client, upstream } of links) {
      client.destroy();
      upstream.destroy();
    }
    links.clear();
  };
  const relayed = new URL(redisUrl);
  relayed.hostname = '127.0.0.1';
  relayed.port = String((server.address() as AddressInfo).port);
  return {
    url: relayed.toString(),
    cut: () => {
      refusing = true;
      dropAll();
    },
    restore: () => {
      refusing = false;
    },
    holdReplies: (pass) => {
      passes = pass;
      // A link still connecting is judged when it connects.
      for (const link of links) if (link.upstream.localPort !== undefined && !pass(link.upstream.localPort)) link.held ??= [];
    },
    release: () => {
      passes = undefined;
      for (const link of links) {
        const held = link.held ?? [];
        link.held = undefined;
        for (const reply of held) link.client.write(reply);
      }
    },
    upstreamPorts: () => [...links].flatMap((link) => link.upstream.localPort ?? []),
    close: async () => {
      refusing = true;
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
