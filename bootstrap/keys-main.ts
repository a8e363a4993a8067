#!/usr/bin/env node
// First: on an unsupported Node.js nothing else is loaded.
import './supported-node.js';
import { checkKeysCommand, describeFailure, executeKeysCommand, EXIT, KEYS_USAGE } from '../adapters/cli/keys-command.js';
import { MongoApiKeyRepository } from '../adapters/mongodb/mongo-api-key.repository.js';
import { MongoConnection } from '../adapters/mongodb/mongo-connection.js';
import { NodeKeySecrets } from '../adapters/node/node-key-secrets.js';
import { systemClock } from '../adapters/node/system-clock.js';
import { ManageKeys, type AuditLog } from '../core/index.js';
import { ConfigError, describeConfigError, loadConfig } from './config.js';
import { mongoHostsOf, StoreUnreachableError } from './endpoints.js';

const out = (line: string): void => void process.stdout.write(`${line}\n`);
const err = (line: string): void => void process.stderr.write(`${line}\n`);

/**
 * `npm run keys -- …`: key management against the MongoDB the service reads, configured like the
 * service (MONGODB_URI and the MONGODB_* pool and timeout settings, through `loadConfig`).
 * There is deliberately no in-memory fallback: a key issued into this process's memory would
 * vanish when the command exits and no server would ever accept it.
 */
async function main(argv: readonly string[]): Promise<number> {
  // Arguments first: a typo is reported as a typo even when the configuration or the store is wrong.
  const command = checkKeysCommand(argv, err);
  if (typeof command === 'number') return command;
  if (command.kind === 'help') {
    KEYS_USAGE.split('\n').forEach(out);
    return EXIT.ok;
  }
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    err(`keys: ${describeConfigError(error)}`);
    return EXIT.usage;
  }
  for (const warning of config.warnings) err(`keys: warning: ${warning}`);
  if (!config.mongodbUri) {
    err(
      'keys: MONGODB_URI is required: API keys must be written to the persistent store the service ' +
        'reads (MongoDB in staging and production); for local development use API_KEYS instead.',
    );
    return EXIT.usage;
  }
  const uri = config.mongodbUri;
  const connection = new MongoConnection(uri, config.mongo);
  try {
    const keys = new MongoApiKeyRepository(connection.db());
    // The unique digest index must exist before the first key is added, even if no server has started yet.
    const started = performance.now();
    await keys.ensureIndexes().catch((error: unknown) => {
      throw new StoreUnreachableError('MONGODB_URI', 'MongoDB', mongoHostsOf(uri), performance.now() - started, error, uri);
    });
    // The audit trail of the command: one JSON line per key operation on stderr (never a secret), as the service logs its own.
    const audit: AuditLog = { keyOperation: (entry) => err(JSON.stringify({ audit: true, time: new Date().toISOString(), ...entry })) };
    const manageKeys = new ManageKeys(keys, new NodeKeySecrets(), systemClock, { audit, maxKeysPerOwner: config.maxKeysPerOwner });
    return await executeKeysCommand(command, { manageKeys, out, err });
  } catch (error) {
    err(`keys: ${error instanceof StoreUnreachableError ? error.message : describeFailure(error)}`);
    return EXIT.failed;
  } finally {
    await connection.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
