import { EVENT_TYPES, type AttemptOutcomeName, type EventType, type StoredDisabledReason } from '../../core/index.js';
import type { Exposition } from './exposition.js';

const OUTCOMES: readonly AttemptOutcomeName[] = ['delivered', 'retrying', 'given_up'];
/** Why an endpoint was disabled; `key_inactive` is no event (worked out when read), so it is not counted. */
const DISABLED_REASONS: readonly StoredDisabledReason[] = ['failing', 'manual'];

/** What the webhook dispatcher reports to Prometheus (the logging of failed attempts is bootstrap's). */
export interface WebhookMetrics {
  attempted(type: EventType, outcome: AttemptOutcomeName): void;
  oldestUndelivered(seconds: number): void;
  endpointDisabled(reason: StoredDisabledReason): void;
}

/**
 * `animal_store_webhook_attempts_total{type, outcome}` (delivered; retrying: failed, another attempt
 * scheduled; given_up: failed, the schedule spent) and `animal_store_webhook_oldest_undelivered_seconds`,
 * the age of the oldest event waiting for delivery as this instance's dispatcher last saw it: what an
 * operator alerts on (docs/operating.md); `animal_store_webhook_endpoints_disabled_total{reason}`, endpoints
 * disabled by this instance for failing or by a key. Label values from fixed sets (no endpoint id). Plain
 * numbers, rendered with the rest at scrape time.
 */
export function createWebhookMetrics(prefix: string): WebhookMetrics & { render(out: Exposition): void } {
  /** Per event type (EVENT_TYPES), per outcome (OUTCOMES): every series from the start. */
  const attempts = EVENT_TYPES.map(() => OUTCOMES.map(() => 0));
  const disabled = DISABLED_REASONS.map(() => 0);
  let oldestSeconds = 0;
  return {
    attempted(type, outcome) {
      const byOutcome = attempts[EVENT_TYPES.indexOf(type)];
      const at = OUTCOMES.indexOf(outcome);
      if (byOutcome !== undefined && at !== -1) byOutcome[at]!++;
    },
    oldestUndelivered(seconds) {
      oldestSeconds = seconds;
    },
    endpointDisabled(reason) {
      const at = DISABLED_REASONS.indexOf(reason);
      if (at !== -1) disabled[at]!++;
    },
    render(out) {
      const name = `${prefix}webhook_attempts_total`;
      out.family(
        name,
        'counter',
        'Webhook attempts by event type and outcome: delivered, retrying (failed, retried later), given_up (failed, schedule spent).',
      );
      out.grid(name, ['type', EVENT_TYPES], ['outcome', OUTCOMES], attempts);
      const oldest = `${prefix}webhook_oldest_undelivered_seconds`;
      out
        .family(oldest, 'gauge', 'Age of the oldest event still waiting for webhook delivery (0: none waits), as the dispatcher last measured it.')
        .sample(oldest, [], oldestSeconds);
      const endpoints = `${prefix}webhook_endpoints_disabled_total`;
      out.family(
        endpoints,
        'counter',
        'Webhook endpoints disabled, by reason: failing (every attempt failed for WEBHOOK_DISABLE_AFTER), manual (by a key).',
      );
      DISABLED_REASONS.forEach((reason, i) => out.sample(endpoints, [['reason', reason]], disabled[i]!));
    },
  };
}
