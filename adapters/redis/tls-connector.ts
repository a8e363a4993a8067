import { connect, type ConnectionOptions, type TLSSocket } from 'node:tls';
import { AbstractConnector } from 'ioredis';

interface TlsConnectorOptions {
  readonly host: string;
  readonly port: number;
  readonly family?: number;
  readonly tls: ConnectionOptions;
  readonly disconnectTimeout: number;
}

/**
 * ioredis's own connector listens for a socket's first error only (`once`). A TLS socket whose
 * handshake failed (a certificate not trusted) can emit a second one, the server's alert, after
 * ioredis dropped its listeners: nobody handles it, and an uncaught exception ends the service
 * (ioredis issue #1183; PR #962 changing `once` to `on` was not merged). Found on the local TLS
 * cluster (test/e2e/redis-cluster-secured.e2e.test.ts). This is the same TLS connection with a
 * listener that stays; ioredis still hears the first error and reports it as before.
 */
export class TlsConnector extends AbstractConnector {
  private readonly options: TlsConnectorOptions;

  /** `options`: the connection's RedisOptions (ioredis passes them untyped). */
  constructor(options: unknown) {
    super((options as TlsConnectorOptions).disconnectTimeout);
    this.options = options as TlsConnectorOptions;
  }

  connect(): Promise<TLSSocket> {
    this.connecting = true;
    const { host, port, family, tls } = this.options;
    // As ioredis's: the socket is made on the next tick, unless disconnect() came first.
    return new Promise((resolve, reject) => {
      process.nextTick(() => {
        if (!this.connecting) {
          reject(new Error('Connection is closed.'));
          return;
        }
        try {
          const stream = connect({ ...tls, host, port, ...(family !== undefined ? { family } : {}) });
          stream.on('error', (error) => void (this.firstError ??= error));
          this.stream = stream;
          resolve(stream);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
  }
}
