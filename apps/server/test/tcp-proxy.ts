import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Destroys every open connection and refuses new ones (a database restart or a network cut, seen by the app). */
  cut(): void;
  /** Accepts and forwards connections again. */
  restore(): void;
  /** connections forwarded since the last cut */
  readonly open: number;
  close(): Promise<void>;
}

/**
 * A TCP forwarder between the app and a real server (PostgreSQL at 127.0.0.1:5432 by default), so a test can take
 * the database away and give it back without restarting the shared server other test files use.
 */
export async function startTcpProxy(target: { host?: string; port?: number } = {}): Promise<TcpProxy> {
  const host = target.host ?? '127.0.0.1';
  const targetPort = target.port ?? 5432;
  const sockets = new Set<net.Socket>();
  let refusing = false;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset from either side is the point of the proxy: never let it become an uncaught error.
    socket.on('error', () => socket.destroy());
  };

  const server = net.createServer((client) => {
    track(client);
    if (refusing) {
      // Listening but closing at once: the app sees the connection end before the server's greeting, as when
      // PostgreSQL is still starting.
      client.destroy();
      return;
    }
    const upstream = net.connect({ host, port: targetPort });
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    cut() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      refusing = false;
    },
    get open() {
      return sockets.size;
    },
    async close() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
