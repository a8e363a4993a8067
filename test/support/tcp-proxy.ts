import { connect, createServer, type Socket } from 'node:net';

/**
 * What happens to one connection: `reset` cuts it as soon as the request arrives (nothing reaches the
 * server); `drop-answer` passes the request on and cuts the connection when the answer comes back
 * (the server did the work, the client never hears of it); `pass` relays both ways.
 */
export type ConnectionFate = 'reset' | 'drop-answer' | 'pass';

/** A TCP proxy on 127.0.0.1 in front of one server, which loses requests or replies on purpose. */
export interface TcpProxy {
  readonly port: number;
  /** `http://127.0.0.1:port`, for HTTP servers. */
  readonly url: string;
  /** The fate of each connection accepted so far, in order. */
  readonly connections: ConnectionFate[];
  /**
   * The next request whose bytes contain `marker` goes through to the server; its reply does not
   * come back: the proxy closes that client connection instead, as a network failure after the
   * server ran the command would. Resolves once the reply was dropped (the server had answered).
   * For a connection kept open, such as a Redis client's.
   */
  loseReplyTo(marker: string): Promise<void>;
  close(): Promise<void>;
}

interface Trap {
  readonly marker: string | undefined;
  readonly sprung: () => void;
}

/** Starts the proxy; each new connection's fate is taken from `fates` in order, then `pass`. */
export function startTcpProxy(target: { host: string; port: number }, fates: readonly ConnectionFate[] = []): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const connections: ConnectionFate[] = [];
  let trap: Trap | undefined;
  const server = createServer((client) => {
    const fate = fates[connections.length] ?? 'pass';
    connections.push(fate);
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (fate === 'reset') {
      client.on('error', () => client.destroy());
      client.once('data', () => client.resetAndDestroy());
      return;
    }
    const upstream = connect(target);
    sockets.add(upstream);
    // A `drop-answer` connection is caught from its first request on.
    let caught: Trap | undefined = fate === 'drop-answer' ? { marker: undefined, sprung: () => undefined } : undefined;
    client.on('data', (chunk: Buffer) => {
      if (trap?.marker !== undefined && chunk.includes(trap.marker)) [caught, trap] = [trap, undefined];
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!caught) {
        client.write(chunk);
        return;
      }
      client.resetAndDestroy();
      upstream.destroy();
      caught.sprung();
    });
    for (const [one, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      one.on('error', () => other.destroy());
      one.on('close', () => {
        sockets.delete(one);
        other.destroy();
      });
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        port,
        url: `http://127.0.0.1:${port}`,
        connections,
        loseReplyTo: (marker) => new Promise((sprung) => void (trap = { marker, sprung })),
        close: () =>
          new Promise((closed) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => closed());
          }),
      });
    });
  });
}
