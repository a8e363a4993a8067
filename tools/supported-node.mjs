// npm start and npm test run this first: on a Node.js older than package.json's `engines`, they stop
// with the way to a supported one instead of a service or a suite that runs untested (or fails obscurely).
// Plain JavaScript that any Node.js parses; nothing else of the project is loaded yet.
import { readFileSync } from 'node:fs';

const wanted = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node; // ">=24"
const minimum = Number(/^>=(\d+)$/.exec(wanted)[1]);
const major = Number(process.versions.node.split('.')[0]);
if (major < minimum) {
  process.stderr.write(
    `\nanimal-store needs Node.js ${minimum} or later (package.json engines: "${wanted}"); this is Node.js v${process.versions.node}.\n` +
      `Get Node.js 26 from the npm registry (into .node-runtimes/, nothing installed system-wide) and put it first on PATH:\n\n` +
      `    export PATH="$(tools/node-runtime.sh 26):$PATH"\n\n` +
      `then run the command again (nvm users: nvm use, which reads .nvmrc).\n\n`,
  );
  process.exit(1);
}
