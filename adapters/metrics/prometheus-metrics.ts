import { collectDefaultMetrics, Registry } from 'prom-client';
import {
  CHARGED_PLANS,
  IDEMPOTENT_OPERATIONS,
  STORE_LABELS,
  type AnsweredRequest,
  type IdempotencyOutcome,
  type ServiceEvents,
  type TakeOutcome,
} from '../../core/index.js';
import { Exposition, EXPOSITION_CONTENT_TYPE, type Labels } from './exposition.js';
import { createWebhookMetrics, type WebhookMetrics } from './webhook-metrics.js';

/** Every metric of the service starts with this; prom-client's process metrics keep their usual names. */
const PREFIX = 'animal_store_';

/** 0.1 ms to 10 s: an in-memory answer takes a fraction of a millisecond, a database timeout seconds. */
const DURATION_BUCKETS_SECONDS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The same bounds in milliseconds, the unit requests are timed in: no division per request. */
const DURATION_BUCKETS_MS = DURATION_BUCKETS_SECONDS.map((seconds) => seconds * 1000);

/** Methods get their own label value; any other (Node's parser knows some thirty) is `other`. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const OTHER = 'other';
const METHOD_LABELS: readonly string[] = [...METHODS, OTHER];
const METHOD_INDEX: ReadonlyMap<string, number> = new Map(METHODS.map((method, index) => [method, index]));
/** A count per status 100…599, and one (labelled 0) for anything else, which Node never sends. */
const STATUS_SLOTS = 501;
const OUTCOMES: readonly TakeOutcome[] = ['admitted', 'limited', 'suspended'];
const IDEMPOTENCY_OUTCOMES: readonly IdempotencyOutcome[] = ['replayed', 'mismatch', 'in_progress'];

export interface PrometheusMetrics {
  /** Counts what it is told (bootstrap passes it every event the service reports). */
  readonly events: ServiceEvents;
  /** For the webhook dispatcher. */
  readonly webhooks: WebhookMetrics;
  /** The exposition text and its Content-Type. */
  render(): Promise<{ readonly contentType: string; readonly text: string }>;
}

let processRegistry: Registry | undefined;

/**
 * prom-client's process metrics (event-loop lag, heap, GC, handles), collected once per process
 * and shared by every store's exposition: they describe the process, not a store, and each
 * collection starts monitors (a GC observer, an event-loop histogram) that cannot be stopped, so
 * one per store would pile up in a host that creates many.
 */
function processMetrics(): Registry {
  if (processRegistry === undefined) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** One operation's requests, in plain numbers that a request only increments. */
class OperationCells {
  /** Durations per bucket of DURATION_BUCKETS_MS, not cumulative; the last slot: above every bound. */
  readonly durations = new Float64Array(DURATION_BUCKETS_MS.length + 1);
  durationMsSum = 0;
  /** Per method (METHOD_LABELS), per status (STATUS_SLOTS), allocated at the method's first request. */
  readonly counts: (Float64Array | undefined)[] = METHOD_LABELS.map(() => undefined);

  record(method: string, status: number, ms: number): void {
    let bucket = 0;
    while (bucket < DURATION_BUCKETS_MS.length && ms > DURATION_BUCKETS_MS[bucket]!) bucket++;
    this.durations[bucket]!++;
    this.durationMsSum += ms;
    const methodIndex = METHOD_INDEX.get(method) ?? METHODS.length;
    const byStatus = (this.counts[methodIndex] ??= new Float64Array(STATUS_SLOTS));
    byStatus[Number.isInteger(status) && status >= 100 && status <= 599 ? status - 100 : STATUS_SLOTS - 1]!++;
  }
}

/**
 * The service's metrics, kept as plain numbers and rendered when Prometheus scrapes: a request
 * costs a map lookup and a few increments, never a metrics library's label hashing. Each store
 * has its own (no global state: two stores in one process do not mix their figures).
 * `operations` is the fixed set of operation names the HTTP adapter reports; any other name is
 * counted as `other`, so label values stay a set known at start-up.
 */
export function createPrometheusMetrics(options: { readonly operations: readonly string[] }): PrometheusMetrics {
  const operations = new Map<string, OperationCells>();
  for (const name of new Set([...options.operations, OTHER])) operations.set(name, new OperationCells());
  const other = operations.get(OTHER)!;
  let inFlight = 0;
  const webhooks = createWebhookMetrics(PREFIX);

  const admissions = OUTCOMES.map(() => CHARGED_PLANS.map(() => 0));
  const bans = new Map<string, number>(CHARGED_PLANS.map((plan) => [plan, 0]));
  const limiterFailures = { fail_open: 0, fail_closed: 0 };
  const unavailable = new Map<string, number>(STORE_LABELS.map((store) => [store, 0]));
  /** Per operation that takes an Idempotency-Key (IDEMPOTENT_OPERATIONS), per outcome (IDEMPOTENCY_OUTCOMES). */
  const idempotency = IDEMPOTENT_OPERATIONS.map(() => IDEMPOTENCY_OUTCOMES.map(() => 0));
  let petsCreated = 0;
  let recordsIncomplete = 0;
  const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

  const events: ServiceEvents = {
    requestStarted() {
      inFlight++;
    },
    requestAnswered(request: AnsweredRequest) {
      inFlight--;
      (operations.get(request.operation) ?? other).record(request.method, request.status, request.ms);
    },
    storeUnavailable(store) {
      // The label set is closed (STORE_LABELS); anything else would be a caller's bug, kept out of the series.
      add(unavailable, unavailable.has(store) ? store : OTHER);
    },
    admission(outcome, plan) {
      const byPlan = admissions[OUTCOMES.indexOf(outcome)];
      const at = CHARGED_PLANS.indexOf(plan);
      if (byPlan !== undefined && at !== -1) byPlan[at]!++;
    },
    banStarted: (plan) => add(bans, CHARGED_PLANS.includes(plan) ? plan : OTHER),
    // No decision was taken (the request had its answer): the log warns of it.
    refundFailure: () => undefined,
    limiterFailure(mode) {
      limiterFailures[mode === 'open' ? 'fail_open' : 'fail_closed']++;
      // Failing closed, the request is answered 503 and counted there; failing open nothing else sees it.
      if (mode === 'open') add(unavailable, 'rate_limiter');
    },
    idempotency(operation, outcome) {
      const byOutcome = idempotency[IDEMPOTENT_OPERATIONS.indexOf(operation)];
      const at = IDEMPOTENCY_OUTCOMES.indexOf(outcome);
      if (byOutcome !== undefined && at !== -1) byOutcome[at]!++;
    },
    petCreated() {
      petsCreated++;
    },
    recordFailure() {
      recordsIncomplete++;
      add(unavailable, 'database');
    },
  };

  /** Our families, from the numbers above; zero series are written where an alert needs them from the start. */
  function ours(): string {
    const out = new Exposition();
    out.family(`${PREFIX}http_requests_total`, 'counter', 'Requests answered, by operation, method and status code.');
    for (const [operation, cells] of operations) {
      cells.counts.forEach((byStatus, methodIndex) => {
        if (byStatus === undefined) return;
        for (let slot = 0; slot < STATUS_SLOTS; slot++) {
          const count = byStatus[slot]!;
          if (count === 0) continue;
          const status = slot === STATUS_SLOTS - 1 ? '0' : String(slot + 100);
          const series: Labels = [
            ['operation', operation],
            ['method', METHOD_LABELS[methodIndex]!],
            ['status', status],
          ];
          out.sample(`${PREFIX}http_requests_total`, series, count);
        }
      });
    }
    const duration = `${PREFIX}http_request_duration_seconds`;
    out.family(duration, 'histogram', 'Time to answer a request, by operation (listPets, createPet, getPet, …; other: no route).');
    for (const [operation, cells] of operations) {
      out.histogram(duration, [['operation', operation]], DURATION_BUCKETS_SECONDS, cells.durations, cells.durationMsSum / 1000);
    }
    out.family(`${PREFIX}http_requests_in_flight`, 'gauge', 'Requests being handled now.').sample(`${PREFIX}http_requests_in_flight`, [], inFlight);

    out.family(
      `${PREFIX}rate_limit_decisions_total`,
      'counter',
      'Rate-limit decisions by outcome (admitted, limited, suspended) and plan (anonymous: no valid key, by address; docs: the public documentation, by address).',
    );
    OUTCOMES.forEach((outcome, i) =>
      CHARGED_PLANS.forEach((plan, j) => {
        const count = admissions[i]![j]!;
        const series: Labels = [
          ['outcome', outcome],
          ['plan', plan],
        ];
        if (count > 0) out.sample(`${PREFIX}rate_limit_decisions_total`, series, count);
      }),
    );
    counterFamily(out, 'rate_limit_bans_total', 'Temporary bans started, by plan.', 'plan', bans);
    counterFamily(
      out,
      'rate_limit_store_failures_total',
      'Limiter store errors, by the decision taken: fail_open (let through unmetered) or fail_closed (503).',
      'decision',
      new Map(Object.entries(limiterFailures)),
    );
    counterFamily(
      out,
      'store_unavailable_total',
      `Operations that failed because a store was unreachable, by store (${STORE_LABELS.join(', ')}).`,
      'store',
      unavailable,
    );
    const outcomes = `${PREFIX}idempotency_outcomes_total`;
    out.family(
      outcomes,
      'counter',
      'Requests with an Idempotency-Key that wrote nothing, by operation: replayed, mismatch (422), in_progress (409).',
    );
    out.grid(outcomes, ['operation', IDEMPOTENT_OPERATIONS], ['outcome', IDEMPOTENCY_OUTCOMES], idempotency);
    out.family(`${PREFIX}pets_created_total`, 'counter', 'Pets created.').sample(`${PREFIX}pets_created_total`, [], petsCreated);
    out
      .family(
        `${PREFIX}idempotency_records_incomplete_total`,
        'counter',
        'Resources written whose Idempotency-Key record could not be completed (a retry answers 409 until the lease ends, then finds them).',
      )
      .sample(`${PREFIX}idempotency_records_incomplete_total`, [], recordsIncomplete);
    webhooks.render(out);
    return out.text();
  }

  return {
    events,
    webhooks,
    render: async () => ({ contentType: EXPOSITION_CONTENT_TYPE, text: `${await processMetrics().metrics()}\n${ours()}` }),
  };
}

/** A counter with one label, a series per entry of `counts` (zeros included). */
function counterFamily(out: Exposition, name: string, help: string, label: string, counts: ReadonlyMap<string, number>): void {
  out.family(`${PREFIX}${name}`, 'counter', help);
  for (const [value, count] of counts) out.sample(`${PREFIX}${name}`, [[label, value]], count);
}
