/**
 * The service's entry points import this first: evaluated before any other module of theirs, it
 * stops a Node.js older than `engines` (package.json) with the way to a supported one, where the
 * service would otherwise start on a runtime it is not tested on.
 */
const MINIMUM_MAJOR = 24;

if (Number(process.versions.node.split('.')[0]) < MINIMUM_MAJOR) {
  process.stderr.write(
    `animal-store: Node.js ${MINIMUM_MAJOR} or later is needed; this is Node.js v${process.versions.node}.\n` +
      `From a clone of the project, get Node.js 26 from the npm registry and put it first on PATH:\n` +
      `    export PATH="$(tools/node-runtime.sh 26):$PATH"\n` +
      `or install Node.js 24 or 26 yourself (.nvmrc names 26).\n`,
  );
  process.exit(1);
}

export {};
