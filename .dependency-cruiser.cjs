/**
 * The dependency rule (ARCHITECTURE.md), checked by test/unit/dependency-rules.test.ts on every
 * `npm test`, and by `npm run lint:deps`. Paths are relative to the repository root.
 * Type-only imports count (tsPreCompilationDeps): `import type { Context } from 'koa'` in core/ is
 * as much a dependency on Koa as a value import.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-core',
      comment: 'core/ is framework-free: no package, no Node module, nothing outside core/ (time and cryptography come in through ports).',
      severity: 'error',
      from: { path: '^core/' },
      to: { pathNot: '^core/' },
    },
    {
      name: 'adapter-to-other-adapter',
      comment: 'An adapter folder imports core/ and its technology, never another adapter folder; helpers shared by several go to adapters/shared/.',
      severity: 'error',
      from: { path: '^adapters/([^/]+)/' },
      to: { path: '^adapters/', pathNot: ['^adapters/$1/', '^adapters/shared/'] },
    },
    {
      name: 'shared-adapter-helpers-stay-generic',
      comment: 'adapters/shared/ holds helpers for several adapters: it imports no adapter folder itself.',
      severity: 'error',
      from: { path: '^adapters/shared/' },
      to: { path: '^adapters/', pathNot: '^adapters/shared/' },
    },
    {
      name: 'adapter-to-bootstrap',
      comment: 'bootstrap/ composes the adapters; an adapter never reaches back into the composition (config, container, tokens).',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^bootstrap/' },
    },
    {
      name: 'product-to-test',
      comment: 'Nothing outside test/ and bench/ imports test/ (the test helpers are not part of the service).',
      severity: 'error',
      from: { pathNot: '^(test|bench)/' },
      to: { path: '^test/' },
    },
    {
      name: 'bench-to-test-support-only',
      comment: 'The benchmarks share the helpers of test/support/ (a local redis-server), never a test itself.',
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^test/', pathNot: '^test/support/' },
    },
    {
      name: 'client-stands-alone',
      comment:
        'client/ is a package of its own for API consumers: it needs nothing beyond fetch, so it imports only client/ (no package, no Node module, nothing of the service or the tests).',
      severity: 'error',
      from: { path: '^client/' },
      to: { pathNot: '^client/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes the import order matter and the modules impossible to understand one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve would fail at run time.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'not-to-dev-dependency',
      comment: 'What the service runs (core, adapters, bootstrap) must not need a devDependency: npm ci --omit=dev would break it.',
      severity: 'error',
      from: { path: '^(core|adapters|bootstrap)/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
  ],
  required: [
    {
      name: 'keys-cli-composed-on-config',
      comment: 'The keys CLI is composed in bootstrap/ from loadConfig (MONGODB_URI and the MONGODB_* settings), like the service.',
      severity: 'error',
      module: { path: '^bootstrap/keys-main\\.ts$' },
      to: { path: '^bootstrap/config\\.ts$' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.test.json' },
    doNotFollow: { path: 'node_modules' },
    // test/package-consumer imports the packed package by name, installed only inside its own test; client/dist is the client's build.
    exclude: { path: '^(dist|dist-bench|coverage|\\.bench-out|test/package-consumer|client/dist)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.js', '.d.ts', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
