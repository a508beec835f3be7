// A TCP proxy between the app and PostgreSQL that a test can cut and restore: what a database restart or
// a failover looks like from the app (every open connection dropped, new ones refused), without touching
// the PostgreSQL server that other runs share.
import net from 'node:net';

export type TcpProxy = {
  /** The port the app connects to (on 127.0.0.1). */
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut: () => Promise<void>;
  /** Accepts connections again, on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

const listen = (server: net.Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

/** A proxy to `target`; `refusing` starts it cut (a database that is down when the app starts). */
export const startTcpProxy = async (
  target: { host: string; port: number },
  options: { refusing?: boolean } = {},
): Promise<TcpProxy> => {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // a cut destroys both ends: their errors are the point, not a failure of the test
    socket.on('error', () => {});
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await listen(server, 0);
  const port = (server.address() as net.AddressInfo).port;
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  if (options.refusing) await stopListening();
  return {
    port,
    cut: stopListening,
    restore: () => (server.listening ? Promise.resolve() : listen(server, port)),
    close: stopListening,
  };
};

/** `url` with its host and port swapped for the proxy's. */
export const throughProxy = (url: string, proxy: TcpProxy) => {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
};
