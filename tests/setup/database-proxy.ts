/** PostgreSQL through a TCP proxy that a test stops and starts: the database going away and coming back. */
import net from 'node:net';

/** A TCP proxy to PostgreSQL that can be stopped (every connection cut, new ones refused) and started again. */
export function databaseProxy(target: URL, port = 0) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  return {
    get port() {
      return port;
    },
    start: () =>
      new Promise<void>((resolve) =>
        server.listen(port, '127.0.0.1', () => {
          port = (server.address() as net.AddressInfo).port;
          resolve();
        }),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
