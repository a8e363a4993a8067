import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { createWebhookMetrics, type WebhookMetrics } from './webhook-metrics.js';
import {
  CHARGED_PLANS,
  IDEMPOTENT_OPERATIONS,
  STORE_LABELS,
  type IdempotencyOutcome,
  type ServiceEvents,
  type StoreLabel,
  type TakeOutcome,
} from '../../core/index.js';

/** Every metric of the service starts with this; prom-client's process metrics keep their usual names. */
const PREFIX = 'animal_store_';

/** 0.1 ms to 10 s: an in-memory answer takes a fraction of a millisecond, a database timeout seconds. */
const DURATION_BUCKETS_SECONDS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Methods get their own label value; any other (Node's parser knows some thirty) is `other`. */
const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const OTHER = 'other';
const OUTCOMES: readonly TakeOutcome[] = ['admitted', 'limited', 'suspended'];

/** What the HTTP adapter reports (its `HttpMetrics` port has this shape). */
interface HttpObserver {
  requestStarted(): void;
  requestFinished(operation: string, method: string, status: number, seconds: number): void;
  storeUnavailable(store: StoreLabel): void;
}

export interface PrometheusMetrics {
  /** For the use cases (AdmitRequest, CreatePet). */
  readonly events: ServiceEvents;
  /** For the HTTP adapter. */
  readonly http: HttpObserver;
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

/** One operation's figures, resolved once so that a request costs no label lookup in prom-client. */
interface OperationCells {
  readonly duration: { observe(seconds: number): void };
  /** Requests by method, then status. */
  readonly counts: Map<string, Map<number, number>>;
}

/**
 * The service's metrics in a registry of their own (no global state: two stores in one process
 * do not mix their figures). `operations` is the fixed set of operation names the HTTP adapter
 * uses; any other name is counted as `other`.
 *
 * The request path only increments plain numbers and observes one pre-resolved histogram child;
 * the counters and the in-flight gauge are filled from those numbers when Prometheus scrapes
 * (prom-client's `collect`), since prom-client hashes the label values on every `inc`.
 */
export function createPrometheusMetrics(options: { readonly operations: readonly string[] }): PrometheusMetrics {
  const registry = new Registry();
  const registers = [registry];

  const operations = new Map<string, OperationCells>();
  let inFlight = 0;
  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer a request, by operation (listPets, createPet, getPet, …; other: no route).',
    labelNames: ['operation'],
    buckets: DURATION_BUCKETS_SECONDS,
    registers,
  });
  for (const name of new Set([...options.operations, OTHER])) {
    // Zeroed now: every operation's series exists from the start, so the set never grows.
    duration.zero({ operation: name });
    operations.set(name, { duration: duration.labels(name), counts: new Map() });
  }
  const other = operations.get(OTHER)!;

  new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'Requests answered, by operation, method and status code.',
    labelNames: ['operation', 'method', 'status'],
    registers,
    collect() {
      this.reset();
      for (const [operation, cells] of operations) {
        for (const [method, byStatus] of cells.counts) {
          for (const [status, count] of byStatus) this.inc({ operation, method, status }, count);
        }
      }
    },
  });
  new Gauge({
    name: `${PREFIX}http_requests_in_flight`,
    help: 'Requests being handled now.',
    registers,
    collect() {
      this.set(inFlight);
    },
  });

  const admissions = new Map(OUTCOMES.map((outcome) => [outcome, new Map(CHARGED_PLANS.map((plan) => [plan, 0]))]));
  new Counter({
    name: `${PREFIX}rate_limit_decisions_total`,
    help: 'Rate-limit decisions by outcome (admitted, limited, suspended) and plan (anonymous: no valid key, by address; docs: the public documentation, by address).',
    labelNames: ['outcome', 'plan'],
    registers,
    collect() {
      this.reset();
      for (const [outcome, byPlan] of admissions) for (const [plan, count] of byPlan) if (count > 0) this.inc({ outcome, plan }, count);
    },
  });
  const bans = new Counter({
    name: `${PREFIX}rate_limit_bans_total`,
    help: 'Temporary bans started, by plan.',
    labelNames: ['plan'],
    registers,
  });
  const limiterFailures = new Counter({
    name: `${PREFIX}rate_limit_store_failures_total`,
    help: 'Limiter store errors, by the decision taken: fail_open (let through unmetered) or fail_closed (503).',
    labelNames: ['decision'],
    registers,
  });
  const unavailable = new Counter({
    name: `${PREFIX}store_unavailable_total`,
    help: `Operations that failed because a store was unreachable, by store (${STORE_LABELS.join(', ')}).`,
    labelNames: ['store'],
    registers,
  });
  const idempotency = new Counter({
    name: `${PREFIX}idempotency_outcomes_total`,
    help: 'Requests with an Idempotency-Key that wrote nothing, by operation: replayed, mismatch (422), in_progress (409).',
    labelNames: ['operation', 'outcome'],
    registers,
  });
  const petsCreated = new Counter({ name: `${PREFIX}pets_created_total`, help: 'Pets created.', registers });
  const recordsIncomplete = new Counter({
    name: `${PREFIX}idempotency_records_incomplete_total`,
    help: 'Resources written whose Idempotency-Key record could not be completed (a retry answers 409 until the lease ends, then finds them).',
    registers,
  });
  // Zero from the start, so that rate() and alerts see the series before the first event.
  for (const plan of CHARGED_PLANS) bans.inc({ plan }, 0);
  for (const decision of ['fail_open', 'fail_closed']) limiterFailures.inc({ decision }, 0);
  for (const store of STORE_LABELS) unavailable.inc({ store }, 0);
  for (const operation of IDEMPOTENT_OPERATIONS) {
    for (const outcome of ['replayed', 'mismatch', 'in_progress'] satisfies IdempotencyOutcome[]) idempotency.inc({ operation, outcome }, 0);
  }

  const events: ServiceEvents = {
    admission(outcome, plan) {
      const byPlan = admissions.get(outcome);
      const count = byPlan?.get(plan);
      if (count !== undefined) byPlan!.set(plan, count + 1);
    },
    banStarted: (plan) => bans.inc({ plan: CHARGED_PLANS.includes(plan) ? plan : OTHER }),
    limiterFailure(mode) {
      limiterFailures.inc({ decision: mode === 'open' ? 'fail_open' : 'fail_closed' });
      // Failing closed, the request is answered 503 and counted there; failing open nothing else sees it.
      if (mode === 'open') unavailable.inc({ store: 'rate_limiter' });
    },
    idempotency: (operation, outcome) => idempotency.inc({ operation, outcome }),
    petCreated: () => petsCreated.inc(),
    recordFailure() {
      recordsIncomplete.inc();
      unavailable.inc({ store: 'database' });
    },
  };

  const http: HttpObserver = {
    requestStarted() {
      inFlight++;
    },
    requestFinished(operation, method, status, seconds) {
      inFlight--;
      const cells = operations.get(operation) ?? other;
      cells.duration.observe(seconds);
      const methodLabel = METHODS.has(method) ? method : OTHER;
      let byStatus = cells.counts.get(methodLabel);
      if (byStatus === undefined) cells.counts.set(methodLabel, (byStatus = new Map<number, number>()));
      // Node only sends three-digit statuses; anything else would be a bug, kept out of the label set.
      const code = Number.isInteger(status) && status >= 100 && status <= 599 ? status : 0;
      byStatus.set(code, (byStatus.get(code) ?? 0) + 1);
    },
    storeUnavailable(store) {
      // The label set is closed (STORE_LABELS); anything else would be a caller's bug, kept out of the series.
      unavailable.inc({ store: STORE_LABELS.includes(store) ? store : OTHER });
    },
  };

  return {
    events,
    http,
    webhooks: createWebhookMetrics(registers, PREFIX),
    render: async () => ({ contentType: registry.contentType, text: await Registry.merge([processMetrics(), registry]).metrics() }),
  };
}
