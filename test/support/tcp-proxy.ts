import { connect, createServer, type Socket } from 'node:net';

/** A TCP proxy on 127.0.0.1 in front of one server, which can lose a reply on purpose. */
export interface TcpProxy {
  readonly port: number;
  /**
   * The next request whose bytes contain `marker` goes through to the server; its reply does not
   * come back: the proxy closes that client connection instead, as a network failure after the
   * server ran the command would. Resolves once the reply was dropped (the server had answered).
   */
  loseReplyTo(marker: string): Promise<void>;
  close(): Promise<void>;
}

interface Trap {
  readonly marker: string;
  readonly sprung: () => void;
}

export function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let trap: Trap | undefined;
  const server = createServer((client) => {
    const upstream = connect(target);
    sockets.add(client).add(upstream);
    let caught: Trap | undefined;
    client.on('data', (chunk: Buffer) => {
      if (trap && chunk.includes(trap.marker)) [caught, trap] = [trap, undefined];
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!caught) {
        client.write(chunk);
        return;
      }
      client.destroy();
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
