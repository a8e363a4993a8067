import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * What happens to one connection: `reset` cuts it as soon as the request arrives (nothing reaches the
 * service); `drop-answer` passes the request to the service and cuts the connection when the answer
 * comes back (the service did the work, the client never hears of it); `pass` relays both ways.
 */
export type ConnectionFate = 'reset' | 'drop-answer' | 'pass';

export interface FlakyProxy {
  readonly url: string;
  /** The fate of each connection accepted so far, in order. */
  readonly connections: ConnectionFate[];
  close(): Promise<void>;
}

/** A TCP proxy on loopback in front of `target`, deciding each new connection's fate from `fates` (then `pass`). */
export async function startFlakyProxy(target: string, fates: readonly ConnectionFate[]): Promise<FlakyProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const connections: ConnectionFate[] = [];
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    const fate = fates[connections.length] ?? 'pass';
    connections.push(fate);
    if (fate === 'reset') {
      client.once('data', () => client.resetAndDestroy());
      return;
    }
    const upstream = connect(Number(port), hostname);
    track(upstream);
    client.pipe(upstream);
    if (fate === 'drop-answer') {
      upstream.once('data', () => {
        client.resetAndDestroy();
        upstream.destroy();
      });
    } else upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
