import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './commands.js';
import { ROOT } from './process.js';

/** The @types/node of this checkout's lock file: the consumer's own, installed from the same npm cache. */
function lockedTypesNode(): string {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> };
  return lock.packages['node_modules/@types/node']!.version;
}

/** Packs `source` as `npm pack` does (its prepack included) into `work`, which holds no other tarball; the tarball's path. */
export async function packInto(source: string, work: string): Promise<string> {
  await run('npm', ['pack', '--pack-destination', work], { cwd: source });
  return join(
    work,
    readdirSync(work).find((name) => name.endsWith('.tgz'))!,
  );
}

export interface Consumer {
  /** A folder of test/package-consumer to start the project from. */
  readonly template: string;
  readonly destination: string;
  readonly name: string;
  /** The package the tarball holds. */
  readonly dependency: string;
  readonly tarball: string;
  /** Added to `npm install`, e.g. `--omit=dev`. */
  readonly installArgs?: readonly string[];
}

/** A fresh project depending on the tarball (and this checkout's @types/node), installed from the npm cache. */
export async function installConsumer(consumer: Consumer): Promise<void> {
  cpSync(consumer.template, consumer.destination, { recursive: true });
  const manifest = {
    name: consumer.name,
    private: true,
    type: 'module',
    dependencies: { [consumer.dependency]: `file:${consumer.tarball}`, '@types/node': lockedTypesNode() },
  };
  writeFileSync(join(consumer.destination, 'package.json'), JSON.stringify(manifest, null, 2));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...(consumer.installArgs ?? [])], { cwd: consumer.destination });
}
