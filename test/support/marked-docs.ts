import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './process.js';

/** The project's documentation: the README and every page under docs/. */
function documentationFiles(): string[] {
  const docs = join(ROOT, 'docs');
  const pages = existsSync(docs) ? readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')) : [];
  return [join(ROOT, 'README.md'), ...pages.map((name) => join(docs, name))];
}

/**
 * The text after a line `<!-- marker -->` in whichever documentation page holds it (exactly one
 * must), so that a test checking a table or an example against the code keeps finding it when pages move.
 */
export function markedSection(marker: string): { readonly file: string; readonly text: string } {
  const tag = `<!-- ${marker} -->`;
  const line = new RegExp(`^${RegExp.escape(tag)}$`, 'm');
  const holders = documentationFiles().flatMap((file) => {
    const content = readFileSync(file, 'utf8');
    const found = line.exec(content);
    return found ? [{ file, text: content.slice(found.index + tag.length) }] : [];
  });
  if (holders.length !== 1) throw new Error(`${tag} must be in exactly one documentation page; found in ${holders.length}`);
  return holders[0]!;
}

/** The rows of the first Markdown table of `text`, each a list of its cells (the header and the rule left out). */
export function firstTable(text: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.startsWith('|'); i++) {
    rows.push(
      lines[i]!.slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}
