import { ManageKeys } from '../../core/index.js';
import { MongoApiKeyRepository } from '../mongodb/mongo-api-key.repository.js';
import { MongoConnection } from '../mongodb/mongo-connection.js';
import { NodeKeySecrets } from '../node/node-key-secrets.js';
import { systemClock } from '../node/system-clock.js';
import { checkKeysCommand, describeFailure, executeKeysCommand, EXIT, KEYS_USAGE } from './keys-command.js';

const out = (line: string): void => void process.stdout.write(`${line}\n`);
const err = (line: string): void => void process.stderr.write(`${line}\n`);

/**
 * `npm run keys -- …`: key management against the MongoDB the service reads (MONGODB_URI).
 * There is deliberately no in-memory fallback: a key issued into this process's memory would
 * vanish when the command exits and no server would ever accept it.
 */
async function main(argv: readonly string[]): Promise<number> {
  const command = checkKeysCommand(argv, err);
  if (typeof command === 'number') return command;
  if (command.kind === 'help') {
    KEYS_USAGE.split('\n').forEach(out);
    return EXIT.ok;
  }
  const uri = process.env.MONGODB_URI;
  if (!uri) {
    err(
      'keys: MONGODB_URI is required: API keys must be written to the persistent store the service ' +
        'reads (MongoDB in staging and production); for local development use API_KEYS instead.',
    );
    return EXIT.usage;
  }
  const connection = new MongoConnection(uri);
  try {
    const keys = new MongoApiKeyRepository(connection.db());
    // The unique digest index must exist before the first key is added, even if no server has started yet.
    await keys.ensureIndexes();
    return await executeKeysCommand(command, { manageKeys: new ManageKeys(keys, new NodeKeySecrets(), systemClock), out, err });
  } catch (error) {
    err(`keys: ${describeFailure(error)}`);
    return EXIT.failed;
  } finally {
    await connection.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
