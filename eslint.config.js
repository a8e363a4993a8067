// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * ESLint with typescript-eslint's type-checked rules: the ones that read types catch what tsc
 * does not (a promise nobody awaits, an async callback where a void one is expected, `await`
 * on a non-promise, `any` leaking out of untyped libraries). Formatting is Prettier's business.
 */
export default tseslint.config(
  // test/package-consumer: a host of the packed package, type-checked by its own test against the tarball.
  // client/dist: the client package's build output.
  {
    ignores: ['dist/', 'dist-bench/', '.bench-out/', 'coverage/', '.node-runtimes/', 'test/package-consumer/', 'client/dist/', 'client/build-types/'],
  }, // build-types: a declaration for the client's own build only (see the file)
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // tsconfig.test.json covers every TypeScript file: the service, the tests, the benchmarks.
      parserOptions: { project: './tsconfig.test.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Port methods are async so that in-memory adapters, synchronous inside, still answer with
      // promises and turn a throw into a rejection like the MongoDB and Redis ones.
      '@typescript-eslint/require-await': 'off',
      // `return promise` inside try/catch skips the catch (and the finally runs too early).
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      // A switch over a union (plan, status, command kind) must handle each member or say `default`.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests read parsed JSON bodies (`any`) and assert on them: an unexpected shape fails the
    // assertion, so the no-unsafe-* family would only add casts. Promise rules stay on.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    // Run by npm scripts with whatever Node.js is on PATH, before anything is built.
    files: ['tools/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', URL: 'readonly' } },
  },
);
