/**
 * The saturation mode of `npm run bench`: one server at a time loaded to saturation (pinned to the
 * server core, autocannon on the other), in rounds where every contender takes its turn, the
 * order rotating. The service runs in its default configuration (access line, metrics, buffered
 * logs written to a real file) against bare Koa + @koa/router (+ koa-bodyparser) answering the
 * same bytes (and the same Koa sending the service's response headers too: what those headers
 * cost any Koa app), and against itself with one layer taken off (or, for trace context, used), so
 * that what each layer costs is a ratio measured in the same rounds. bench/README.md explains why this
 * mode exists beside the paired one.
 */
import { basename } from 'node:path';
import {
  checkSameBytes,
  fixed,
  int,
  measure,
  measureUndisturbed,
  median,
  percent,
  SETTINGS,
  startServers,
  table,
  type Child,
  type RunFigures,
} from './bench-harness.js';
import { SCENARIOS, TRACEPARENT, type Contender, type ContenderKind, type Scenario } from './bench-fixtures.js';

/** One configuration of a contender, by the name BENCH_SATURATION_VARIANTS picks it with. */
interface Variant {
  readonly name: string;
  readonly label: string;
  readonly kind: ContenderKind;
  /** The service's settings beyond its defaults (BENCH_SERVICE_ENV of its process). */
  readonly env?: Readonly<Record<string, string>>;
  /** Request headers beyond the scenario's. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Another checkout's build (BENCH_COMPARE_WITH). */
  readonly root?: string;
}

const VARIANTS: readonly Variant[] = [
  { name: 'defaults', label: 'service, defaults', kind: 'service' },
  { name: 'no-access-log', label: 'ACCESS_LOG=false', kind: 'service', env: { ACCESS_LOG: 'false' } },
  { name: 'no-metrics', label: 'METRICS_ENABLED=false', kind: 'service', env: { METRICS_ENABLED: 'false' } },
  { name: 'neither', label: 'ACCESS_LOG=false METRICS_ENABLED=false', kind: 'service', env: { ACCESS_LOG: 'false', METRICS_ENABLED: 'false' } },
  { name: 'traceparent', label: 'defaults, requests with a traceparent', kind: 'service', headers: { traceparent: TRACEPARENT } },
  { name: 'no-rate-limit-headers', label: 'defaults without the rate-limit headers', kind: 'service-without-rate-limit-headers' },
  { name: 'koa', label: 'koa+router (+bodyparser)', kind: 'koa' },
  { name: 'koa-headers', label: "koa+router (+bodyparser) with the service's headers", kind: 'koa-headers' },
  { name: 'koa-empty-requests', label: 'koa+router (+bodyparser), optimizeEmptyRequests', kind: 'koa-empty-requests' },
];

/** The baselines: every ratio is against bare Koa, and, when it ran, against Koa sending the service's headers. */
const BASELINE = 'koa';
const BASELINE_WITH_HEADERS = 'koa-headers';

/** The scenarios this mode runs (BENCH_SCENARIOS narrows them). */
const SATURATION_SCENARIOS = ['get', 'list', 'create'];

/** What each layer costs, as a share of the service's CPU per request: [name, the variant compared with the defaults, sign]. */
const LAYERS: readonly (readonly [string, string, 1 | -1])[] = [
  ['access line', 'no-access-log', 1],
  ['metrics', 'no-metrics', 1],
  ['access line + metrics', 'neither', 1],
  ['trace context, when a request carries one', 'traceparent', -1],
  ['rate-limit headers', 'no-rate-limit-headers', 1],
];

/**
 * The variants BENCH_SATURATION_VARIANTS names (all by default), koa always. With
 * BENCH_COMPARE_WITH, `base` is the other build's defaults (in the default list), and
 * `base:<variant>` any variant of the other build.
 */
function variants(): Variant[] {
  const names = (process.env.BENCH_SATURATION_VARIANTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const find = (name: string) => VARIANTS.find((v) => v.name === name);
  const unknown = names.filter((name) => !find(name.replace(/^base(:|$)/, '') || 'defaults'));
  if (unknown.length > 0) {
    throw new Error(`BENCH_SATURATION_VARIANTS: unknown ${unknown.join(', ')}; known: ${VARIANTS.map((v) => v.name).join(', ')}, base, base:<name>`);
  }
  const wanted = names.length > 0 ? names : [...VARIANTS.map((v) => v.name), ...(SETTINGS.compareWith ? ['base'] : [])];
  if (wanted.some((name) => name.startsWith('base')) && !SETTINGS.compareWith)
    throw new Error('BENCH_SATURATION_VARIANTS: base needs BENCH_COMPARE_WITH');
  if (!wanted.includes(BASELINE)) wanted.push(BASELINE);
  return wanted.map((name) => {
    if (!name.startsWith('base')) return find(name)!;
    const variant = find(name.replace(/^base:?/, '') || 'defaults')!;
    // The other build's defaults are `base`, whichever way they were asked for.
    const baseName = variant.name === 'defaults' ? 'base' : `base:${variant.name}`;
    const node = SETTINGS.compareNode.path === process.execPath ? '' : ` on node ${SETTINGS.compareNode.version}`;
    return { ...variant, name: baseName, label: `${variant.label}, at ${basename(SETTINGS.compareWith!)}${node}`, root: SETTINGS.compareWith! };
  });
}

export interface SaturationResult {
  readonly scenario: string;
  readonly title: string;
  readonly runs: readonly (RunFigures & { readonly variant: string })[];
  /** Per variant: median over the rounds of its CPU per request ÷ Koa's in the same round. */
  readonly vsKoa: Readonly<Record<string, number>>;
  /** The same ÷ Koa sending the service's headers, when that baseline ran. */
  readonly vsKoaWithHeaders?: Readonly<Record<string, number>>;
  /** Per layer: median over the rounds of the share of the service's CPU per request it costs. */
  readonly layers: Readonly<Record<string, number>>;
}

export function saturationScenarios(selected: readonly string[]): Scenario[] {
  return SATURATION_SCENARIOS.filter((name) => selected.length === 0 || selected.includes(name)).map((name) =>
    SCENARIOS.find((s) => s.name === name)!,
  );
}

export async function runSaturation(load: Child, scenario: Scenario): Promise<SaturationResult> {
  const chosen = variants();
  const serviceEnv = JSON.parse(process.env.BENCH_SERVICE_ENV ?? '{}') as Record<string, string>;
  const contenders: Contender[] = chosen.map((v) => {
    const base = scenario.contenders.find((c) => c.kind === 'service')!;
    return {
      label: v.label,
      kind: v.kind,
      expectedStatus: base.expectedStatus,
      headers: { ...base.headers, ...v.headers },
      env: { ...serviceEnv, ...v.env },
      ...(v.root ? { root: v.root } : {}),
    };
  });
  console.log(`\n## Saturation: ${scenario.title}`);
  console.log(
    `one server at a time, ${SETTINGS.saturationRounds} rounds × ${SETTINGS.durationSeconds} s each, the order rotating; ` +
      `service logs: ${SETTINGS.logsToNull ? '/dev/null' : 'a file each in .bench-out/logs'}`,
  );
  const servers = await startServers(scenario, contenders, 'saturation-');
  try {
    console.log(`bytes check: ${await checkSameBytes(scenario, servers)}`);
    if (SETTINGS.warmupSeconds > 0) for (const server of servers) await measure(load, server, scenario, SETTINGS.warmupSeconds, 0);
    const runs: (RunFigures & { variant: string })[] = [];
    for (let round = 1; round <= SETTINGS.saturationRounds; round++) {
      const order = servers.map((_, i) => (i + round - 1) % servers.length);
      for (const index of order) {
        const figures = await measureUndisturbed(load, servers[index]!, scenario, SETTINGS.durationSeconds, round);
        runs.push({ ...figures, variant: chosen[index]!.name });
        console.log(
          `  round ${round} ${figures.label}: ${int(figures.rps)} req/s, ${fixed(figures.cpuUsPerRequest, 2)} µs CPU/req ` +
            `(sys ${fixed(figures.sysUsPerRequest, 2)}), server CPU ${percent(figures.serverCpu)}, GC ${percent(figures.gcShare)}, ` +
            `others on server/load core ${percent(figures.otherLoad)} / ${percent(figures.otherLoadOnLoadCore)}`,
        );
      }
    }
    const result = summarizeSaturation(scenario, chosen, runs);
    console.log('');
    console.log(reportSaturation(chosen, result));
    return result;
  } finally {
    await Promise.all(servers.map((s) => s.child.stop()));
  }
}

/** Each round's CPU per request of a variant ÷ that of another, in round order. */
function roundRatios(runs: readonly (RunFigures & { variant: string })[], a: string, b: string): number[] {
  const ratios: number[] = [];
  for (const run of runs.filter((r) => r.variant === a)) {
    const other = runs.find((r) => r.variant === b && r.round === run.round);
    if (other) ratios.push(run.cpuUsPerRequest / other.cpuUsPerRequest);
  }
  return ratios;
}

function summarizeSaturation(scenario: Scenario, chosen: readonly Variant[], runs: (RunFigures & { variant: string })[]): SaturationResult {
  const vsKoa: Record<string, number> = {};
  for (const v of chosen) vsKoa[v.name] = median(roundRatios(runs, v.name, BASELINE));
  const withHeaders = chosen.some((v) => v.name === BASELINE_WITH_HEADERS);
  const vsKoaWithHeaders: Record<string, number> = {};
  if (withHeaders) for (const v of chosen) vsKoaWithHeaders[v.name] = median(roundRatios(runs, v.name, BASELINE_WITH_HEADERS));
  const layers: Record<string, number> = {};
  for (const [build, defaults, prefix] of [
    ['', 'defaults', ''],
    [' (base build)', 'base', 'base:'],
  ] as const) {
    for (const [layer, variant, sign] of LAYERS) {
      if (!chosen.some((v) => v.name === prefix + variant) || !chosen.some((v) => v.name === defaults)) continue;
      // The share of the defaults' CPU the layer costs: 1 − without/with (or with/without − 1 for a layer switched on).
      const ratios = roundRatios(runs, prefix + variant, defaults);
      layers[layer + build] = median(ratios.map((r) => (sign === 1 ? 1 - r : r - 1)));
    }
  }
  return { scenario: scenario.name, title: scenario.title, runs, vsKoa, ...(withHeaders ? { vsKoaWithHeaders } : {}), layers };
}

function reportSaturation(chosen: readonly Variant[], result: SaturationResult): string {
  const rows = chosen.map((v) => {
    const runs = result.runs.filter((r) => r.variant === v.name);
    const cpu = runs.map((r) => r.cpuUsPerRequest);
    return [
      v.label,
      fixed(median(cpu), 2),
      fixed(median(runs.map((r) => r.sysUsPerRequest)), 2),
      `${fixed(result.vsKoa[v.name]!, 3)}×`,
      roundRatios(result.runs, v.name, BASELINE)
        .map((r) => fixed(r, 2))
        .join(' '),
      int(median(runs.map((r) => r.rps))),
      percent(median(runs.map((r) => r.serverCpu))),
      percent(median(runs.map((r) => r.gcShare))),
      percent((Math.max(...cpu) - Math.min(...cpu)) / median(cpu)),
      percent(Math.max(...runs.map((r) => Math.max(r.otherLoad, r.otherLoadOnLoadCore)))),
    ];
  });
  const lines = [
    table(
      [
        'configuration',
        'CPU µs/req',
        'of which sys',
        '÷ koa (median of rounds)',
        'each round',
        'req/s',
        'server CPU',
        'GC',
        'spread CPU',
        'noise (max)',
      ],
      rows,
    ),
  ];
  if (result.vsKoaWithHeaders) {
    for (const v of chosen.filter((v) => v.kind !== BASELINE && v.kind !== BASELINE_WITH_HEADERS)) {
      const rounds = roundRatios(result.runs, v.name, BASELINE_WITH_HEADERS).map((r) => fixed(r, 2));
      lines.push(`${v.label} ÷ koa with the service's headers: ${fixed(result.vsKoaWithHeaders[v.name]!, 3)}× (${rounds.join(' ')})`);
    }
  }
  for (const [layer, share] of Object.entries(result.layers)) {
    lines.push(`${layer}: ${fixed(100 * share, 1)} % of the service's CPU per request (median of the rounds' ratios)`);
  }
  if (chosen.some((v) => v.name === 'base') && chosen.some((v) => v.name === 'defaults')) {
    lines.push(`this build ÷ the base build: ${fixed(median(roundRatios(result.runs, 'defaults', 'base')), 3)}× CPU per request`);
  }
  return lines.join('\n');
}

/** The summary over scenarios: a configuration per row, ÷ koa per scenario, then the layers' shares. */
export function saturationSummary(results: readonly SaturationResult[]): string {
  if (results.length === 0) return '';
  const names = Object.keys(results[0]!.vsKoa).filter((n) => n !== BASELINE);
  const labels = new Map(VARIANTS.map((v) => [v.name, v.label]));
  const byBaseline = (ratios: (r: SaturationResult) => Readonly<Record<string, number>> | undefined, shown: readonly string[]) =>
    table(
      ['configuration', ...results.map((r) => r.title)],
      shown.map((n) => [
        labels.get(n) ?? `${labels.get(n.replace(/^base:?/, '') || 'defaults')}, base build`,
        ...results.map((r) => fixed(ratios(r)?.[n] ?? NaN, 3)),
      ]),
    );
  const lines = [
    `\n## Saturation summary (node ${process.version}): CPU per request ÷ bare Koa's, median of the rounds`,
    '',
    byBaseline((r) => r.vsKoa, names),
    '',
  ];
  if (results[0]!.vsKoaWithHeaders) {
    lines.push(
      "CPU per request ÷ that of Koa sending the service's response headers, median of the rounds",
      '',
      byBaseline(
        (r) => r.vsKoaWithHeaders,
        names.filter((n) => n !== BASELINE_WITH_HEADERS),
      ),
      '',
    );
  }
  lines.push(
    table(
      ["layer: share of the service's CPU per request", ...results.map((r) => r.title)],
      Object.keys(results[0]!.layers).map((layer) => [layer, ...results.map((r) => `${fixed(100 * (r.layers[layer] ?? NaN), 1)} %`)]),
    ),
  );
  return lines.join('\n');
}
