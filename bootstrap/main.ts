#!/usr/bin/env node
// First: on an unsupported Node.js nothing else is loaded.
import './supported-node.js';
import { ConfigError, describeConfigError } from './config.js';
import { startServer } from './server.js';

/**
 * `npm start`: the service on HOST:PORT. A bad configuration names its variable and exits 1;
 * SIGTERM/SIGINT stop accepting, finish in-flight requests, close the stores and exit 0.
 */
async function main(): Promise<void> {
  let running;
  try {
    running = await startServer();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`animal-store: ${describeConfigError(error)}\n`);
      process.exit(1);
    }
    process.stderr.write(`animal-store: failed to start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  const { store, url } = running;
  const key = running.store.generatedKey;
  if (key) {
    process.stdout.write(
      `\nDevelopment API key (plan ${key.plan}; shown once, kept in memory only):\n  ${key.secret}\n` +
        `Try: curl -H "Authorization: Bearer ${key.secret}" ${url}/v1/pets\n\n`,
    );
  }

  // After the key, so that whoever waits for "listening" finds the key printed already.
  store.logging.logger.info({ url, env: store.config.env }, 'listening');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    store.logging.logger.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('uncaughtException', (error) => {
    store.logging.logger.fatal({ err: error }, 'uncaught exception');
    void store.logging.flush().finally(() => process.exit(1));
  });
}

void main();
