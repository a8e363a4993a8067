import { Counter, Gauge, type Registry } from 'prom-client';
import { EVENT_TYPES, type AttemptOutcomeName, type EventType } from '../../core/index.js';

const OUTCOMES: readonly AttemptOutcomeName[] = ['delivered', 'retrying', 'given_up'];

/** What the webhook dispatcher reports to Prometheus (the logging of failed attempts is bootstrap's). */
export interface WebhookMetrics {
  attempted(type: EventType, outcome: AttemptOutcomeName): void;
  oldestUndelivered(seconds: number): void;
}

/**
 * `animal_store_webhook_attempts_total{type, outcome}` (delivered; retrying: failed, another attempt
 * scheduled; given_up: failed, the schedule spent) and `animal_store_webhook_oldest_undelivered_seconds`,
 * the age of the oldest event waiting for delivery as this instance's dispatcher last saw it: what an
 * operator alerts on (docs/operating.md).
 */
export function createWebhookMetrics(registers: Registry[], prefix: string): WebhookMetrics {
  const attempts = new Counter({
    name: `${prefix}webhook_attempts_total`,
    help: 'Webhook attempts by event type and outcome: delivered, retrying (failed, retried later), given_up (failed, schedule spent).',
    labelNames: ['type', 'outcome'],
    registers,
  });
  for (const type of EVENT_TYPES) for (const outcome of OUTCOMES) attempts.inc({ type, outcome }, 0);
  const oldest = new Gauge({
    name: `${prefix}webhook_oldest_undelivered_seconds`,
    help: 'Age of the oldest event still waiting for webhook delivery (0: none waits), as the dispatcher last measured it.',
    registers,
  });
  oldest.set(0);
  return {
    attempted: (type, outcome) => attempts.inc({ type, outcome }),
    oldestUndelivered: (seconds) => oldest.set(seconds),
  };
}
