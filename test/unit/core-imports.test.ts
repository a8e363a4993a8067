import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const core = join(root, 'core');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** Every module specifier of a file: static imports and re-exports (type-only included), dynamic imports, require. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [/\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]/g];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

describe('the core depends on nothing outside core/', () => {
  const files = sourceFiles(core);

  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [relative(root, f), f]))('%s imports only modules inside core/', (_name, file) => {
    for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
      expect(specifier.startsWith('.'), `${specifier} is a package or runtime module`).toBe(true);
      const target = resolve(dirname(file), specifier);
      expect(target.startsWith(core + '/'), `${specifier} leaves core/`).toBe(true);
    }
  });

  it('catches a violation (the checker itself works)', () => {
    expect(specifiers(`import type { Context } from 'koa';\nexport * from "../adapters/x.js";\nconst m = await import('node:fs');`)).toEqual([
      'koa',
      '../adapters/x.js',
      'node:fs',
    ]);
  });
});
