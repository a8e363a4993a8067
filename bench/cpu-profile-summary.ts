/**
 * Summarizes a V8 .cpuprofile (from `node --cpu-prof` or the inspector's Profiler):
 *   node dist-bench/bench/cpu-profile-summary.js <file.cpuprofile> [top=25]
 *
 * - self time by area: our code (core/, adapters/, bootstrap/), each package, node internals,
 *   V8 (GC, "(program)") and idle;
 * - the top functions by self time, grouped by function + file + line;
 * - our own functions by inclusive time (each sample counts once per function on its stack);
 * - a partition of all busy time by the innermost of our functions on each sample's stack: what
 *   each of our functions costs including the package and node code it calls, but not our code
 *   it calls; samples with none of our code on the stack (Koa's respond, node's HTTP parser and
 *   socket writes, GC…) are charged to their area.
 *   Async functions resumed after an `await` start a new stack from the microtask queue, so the
 *   inclusive time of an outer middleware covers only the part before its first await; read it
 *   together with the self times.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const OUR_DIRS = /\/(core|adapters|bootstrap)\//;

/** `adapters/http/app.js` for our files, `koa/lib/application.js` for packages, `node:internal/…` as is. */
function shortLocation(url: string): string {
  if (url === '') return '';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules !== -1) return url.slice(modules + '/node_modules/'.length);
  const ours = OUR_DIRS.exec(url);
  if (ours && url.startsWith('file:')) return url.slice(ours.index + 1);
  return url.replace(/^file:\/\//, '');
}

/** Where a frame's code lives: `ours`, a package name, `node`, or V8's own pseudo-frames. */
function areaOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (url === '') {
    if (functionName === '(garbage collector)') return 'V8: garbage collector';
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(program)') return 'V8: (program) native code, compiler, runtime';
    if (functionName === '(root)') return 'root';
    // Native functions called from JS: C++ bindings (socket writev, hashing…) and V8 builtins.
    return 'native: C++ bindings, V8 builtins';
  }
  const modules = url.lastIndexOf('/node_modules/');
  if (modules !== -1) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node internals';
  if (url.startsWith('file:') && OUR_DIRS.test(url)) return 'OUR CODE';
  return 'other';
}

function keyOf(frame: CallFrame): string {
  const location = shortLocation(frame.url);
  const name = frame.functionName || '(anonymous)';
  return location ? `${name}  ${location}:${frame.lineNumber + 1}` : name;
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1).padStart(5)}%`;
const ms = (us: number) => `${(us / 1000).toFixed(1).padStart(8)} ms`;

export function summarizeProfile(file: string, top = 25): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }

  // A sample lasts until the next one (DevTools' convention); the last gets the mean interval.
  const selfUs = new Map<number, number>();
  const { samples, timeDeltas } = profile;
  const meanDelta = (profile.endTime - profile.startTime) / Math.max(1, samples.length);
  for (let i = 0; i < samples.length; i++) {
    const duration = i + 1 < timeDeltas.length ? timeDeltas[i + 1]! : meanDelta;
    selfUs.set(samples[i]!, (selfUs.get(samples[i]!) ?? 0) + duration);
  }
  let totalUs = 0;
  for (const us of selfUs.values()) totalUs += us;

  const selfByKey = new Map<string, number>();
  const selfByArea = new Map<string, number>();
  const inclusiveOurs = new Map<string, number>();
  const innermostOurs = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    const key = keyOf(node.callFrame);
    selfByKey.set(key, (selfByKey.get(key) ?? 0) + us);
    const area = areaOf(node.callFrame);
    selfByArea.set(area, (selfByArea.get(area) ?? 0) + us);
    const seen = new Set<string>();
    let innermost: string | undefined;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (areaOf(frame) !== 'OUR CODE') continue;
      const ancestor = keyOf(frame);
      innermost ??= ancestor;
      if (seen.has(ancestor)) continue;
      seen.add(ancestor);
      inclusiveOurs.set(ancestor, (inclusiveOurs.get(ancestor) ?? 0) + us);
    }
    const charged = innermost ?? `(no code of ours on the stack) ${area}`;
    innermostOurs.set(charged, (innermostOurs.get(charged) ?? 0) + us);
  }

  const busyUs = totalUs - (selfByArea.get('idle') ?? 0);
  const lines: string[] = [];
  lines.push(
    `${file}: ${(totalUs / 1e6).toFixed(2)} s sampled, ${samples.length} samples, busy ${(busyUs / 1e6).toFixed(2)} s (percentages below are of busy time)`,
  );
  lines.push('', 'Self time by area:');
  for (const [area, us] of [...selfByArea].sort((a, b) => b[1] - a[1])) {
    if (area === 'idle') continue;
    lines.push(`  ${pct(us, busyUs)} ${ms(us)}  ${area}`);
  }
  lines.push('', `Top ${top} functions by self time:`);
  for (const [key, us] of [...selfByKey]
    .filter(([key]) => key !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)) {
    lines.push(`  ${pct(us, busyUs)} ${ms(us)}  ${key}`);
  }
  lines.push('', `Our code by inclusive time (top ${top}; synchronous stacks only, see the note in cpu-profile-summary.ts):`);
  for (const [key, us] of [...inclusiveOurs].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    lines.push(`  ${pct(us, busyUs)} ${ms(us)}  ${key}`);
  }
  lines.push('', `All busy time, each sample charged to the innermost of our functions on its stack (top ${top}):`);
  for (const [key, us] of [...innermostOurs]
    .filter(([key]) => !key.endsWith(' idle'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)) {
    lines.push(`  ${pct(us, busyUs)} ${ms(us)}  ${key}`);
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: node dist-bench/bench/cpu-profile-summary.js <file.cpuprofile> [top]\n');
    process.exit(2);
  }
  console.log(summarizeProfile(file, top ? Number(top) : 25));
}
