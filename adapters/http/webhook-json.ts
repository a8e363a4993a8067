import { eventIdOf, isPing, type Delivery, type DeliveryAttempt, type EndpointSecrets, type EndpointView } from '../../core/index.js';

/** An endpoint as the API shows it, enabled or disabled and why; its secret only in the answer that created it. */
export function endpointJson({ endpoint, disabledReason }: EndpointView, withSecret = false): string {
  return JSON.stringify({
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    ...(endpoint.description !== undefined ? { description: endpoint.description } : {}),
    status: disabledReason === null ? 'enabled' : 'disabled',
    ...(disabledReason !== null ? { disabledReason } : {}),
    actsFor: endpoint.actsFor,
    createdAt: new Date(endpoint.createdAt).toISOString(),
    ...(withSecret ? { secret: endpoint.secret } : {}),
  });
}

export function endpointsJson(endpoints: readonly EndpointView[]): string {
  return `[${endpoints.map((endpoint) => endpointJson(endpoint)).join(',')}]`;
}

export function deliveryJson(delivery: Delivery): string {
  return JSON.stringify({
    id: delivery.id,
    eventId: isPing(delivery) ? null : eventIdOf(delivery.sequence),
    type: delivery.type,
    status: delivery.status,
    attempts: delivery.attempts.map(attemptJson),
    ...(delivery.status === 'pending' ? { nextAttemptAt: new Date(delivery.nextAttemptAt).toISOString() } : {}),
  });
}

export function deliveriesJson(deliveries: readonly Delivery[]): string {
  return `[${deliveries.map(deliveryJson).join(',')}]`;
}

function attemptJson(attempt: DeliveryAttempt) {
  return {
    at: new Date(attempt.at).toISOString(),
    ...(attempt.status !== undefined ? { status: attempt.status } : {}),
    ...(attempt.error !== undefined ? { error: attempt.error } : {}),
  };
}

/** The secrets an endpoint signs with now. */
export function secretsJson({ secret, previous }: EndpointSecrets): string {
  return JSON.stringify({
    secret,
    ...(previous ? { previous: { secret: previous.secret, expiresAt: new Date(previous.expiresAt).toISOString() } } : {}),
  });
}
