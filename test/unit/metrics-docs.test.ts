import { METHODS } from 'node:http';
import { describe, expect, it } from 'vitest';
import { HTTP_OPERATIONS } from '../../adapters/http/operation-labels.js';
import { createPrometheusMetrics } from '../../adapters/metrics/prometheus-metrics.js';
import { loadConfig } from '../../bootstrap/config.js';
import { CHARGED_PLANS, IDEMPOTENT_OPERATIONS, STORE_LABELS, type IdempotencyOutcome, type TakeOutcome } from '../../core/index.js';
import { firstTable, markedSection } from '../support/marked-docs.js';

/** Every value of these closed types (a new member fails to compile here until it is listed). */
const OUTCOMES = Object.keys({ admitted: 0, limited: 0, suspended: 0 } satisfies Record<TakeOutcome, 0>) as TakeOutcome[];
const IDEMPOTENCY_OUTCOMES = Object.keys({ replayed: 0, mismatch: 0, in_progress: 0 } satisfies Record<
  IdempotencyOutcome,
  0
>) as IdempotencyOutcome[];

interface Described {
  readonly type: string;
  /** Label name → the values seen (or listed). */
  readonly labels: Map<string, Set<string>>;
}

/**
 * The service's metrics as the code makes them: every event reported with every value of its
 * fixed sets, and values outside them (an unknown method or operation) to see what they become.
 */
async function metricsOfTheCode(): Promise<Map<string, Described>> {
  const metrics = createPrometheusMetrics({ operations: HTTP_OPERATIONS });
  for (const operation of [...HTTP_OPERATIONS, 'noSuchOperation']) {
    for (const method of [...METHODS, 'BREW']) {
      metrics.events.requestStarted();
      metrics.events.requestAnswered({ operation, reqId: 'r', method, path: '/', status: 200, ms: 1 });
    }
  }
  for (const store of STORE_LABELS) metrics.events.storeUnavailable(store);
  for (const outcome of OUTCOMES) for (const plan of CHARGED_PLANS) metrics.events.admission(outcome, plan);
  for (const plan of CHARGED_PLANS) metrics.events.banStarted(plan);
  metrics.events.limiterFailure('open', new Error('down'));
  metrics.events.limiterFailure('closed', new Error('down'));
  for (const operation of IDEMPOTENT_OPERATIONS) for (const outcome of IDEMPOTENCY_OUTCOMES) metrics.events.idempotency(operation, outcome);
  metrics.events.petCreated();
  metrics.events.recordFailure(new Error('down'), { operation: IDEMPOTENT_OPERATIONS[0], id: { scope: 'k', key: 'i' } });

  const described = new Map<string, Described>();
  const { text } = await metrics.render();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (animal_store_\w+) (\w+)$/.exec(line);
    if (type) described.set(type[1]!, { type: type[2]!, labels: new Map() });
    const sample = /^(animal_store_\w+?)(?:_bucket|_sum|_count)?(?:\{(.*)\})? [^ ]+$/.exec(line);
    const metric = sample && (described.get(sample[1]!) ?? described.get(sample[1]!.replace(/_(bucket|sum|count)$/, '')));
    if (!metric) continue;
    for (const [, name, value] of (sample[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)) {
      if (name === 'le') continue;
      if (!metric.labels.has(name!)) metric.labels.set(name!, new Set());
      metric.labels.get(name!)!.add(value!);
    }
  }
  return described;
}

/**
 * `` `operation` (`listPets`, `createPet`), `method`, `status` `` → each label and the values listed
 * for it (undefined: none listed); `(as above)` stands for the values listed last for that label.
 */
function labelsOf(cell: string, listedLast: Map<string, Set<string>>): Map<string, Set<string> | undefined> {
  const labels = new Map<string, Set<string> | undefined>();
  if (cell === '–') return labels;
  for (const [, name, values] of cell.matchAll(/`(\w+)`(?:\s*\(([^)]*)\))?/g)) {
    if (values === undefined) labels.set(name!, undefined);
    else if (values === 'as above') labels.set(name!, listedLast.get(name!));
    else {
      const listed = new Set([...values.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
      listedLast.set(name!, listed);
      labels.set(name!, listed);
    }
  }
  return labels;
}

/** The metrics the documentation's table lists. */
function metricsOfTheTable(): Map<string, { type: string; labels: Map<string, Set<string> | undefined> }> {
  const table = new Map<string, { type: string; labels: Map<string, Set<string> | undefined> }>();
  const listedLast = new Map<string, Set<string>>();
  for (const [name, type, labels] of firstTable(markedSection('metrics').text)) {
    const metric = /^`(animal_store_\w+)`$/.exec(name!)?.[1];
    if (metric) table.set(metric, { type: type!, labels: labelsOf(labels!, listedLast) });
  }
  return table;
}

/** Whether the configuration reads the variable: set, it is not warned about as unknown (or it is refused by name). */
function readsSetting(name: string): boolean {
  try {
    return !loadConfig({ [name]: '1' }).warnings.some((warning) => warning.startsWith(`${name} is not a setting`));
  } catch (error) {
    return String(error).includes(name);
  }
}

describe("the operator's guide's metrics and settings match the code", () => {
  it('lists every metric the service exposes, with its type, its labels and every value of each label but `status`', async () => {
    const code = await metricsOfTheCode();
    const table = metricsOfTheTable();
    expect([...table.keys()].sort()).toEqual([...code.keys()].sort());
    for (const [name, { type, labels }] of code) {
      const documented = table.get(name)!;
      expect(documented.type, name).toBe(type);
      expect([...documented.labels.keys()].sort(), `${name}: labels`).toEqual([...labels.keys()].sort());
      for (const [label, values] of labels) {
        const listed = documented.labels.get(label);
        // Status codes are whatever HTTP says; every other label has a fixed set of values, listed in full.
        if (label === 'status') continue;
        expect(listed && [...listed].sort(), `${name}: values of ${label}`).toEqual([...values].sort());
      }
    }
  });

  it("lists in its configuration table only settings the service reads, the metrics' among them", () => {
    const { text } = markedSection('configuration');
    const variables = firstTable(text).flatMap(([names]) => [...names!.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]!));
    expect(variables).toEqual(
      expect.arrayContaining(['METRICS_ENABLED', 'METRICS_TOKEN', 'METRICS_PORT', 'METRICS_HOST', 'RATE_LIMIT_DOCS_PER_MINUTE']),
    );
    for (const name of variables) expect(readsSetting(name), name).toBe(true);
  });
});
