import { eventIdOf, type Delivery, type DeliveryAttempt, type WebhookEndpoint } from '../../core/index.js';

/** An endpoint as the API shows it; its secret only in the answer that created it. */
export function endpointJson(endpoint: WebhookEndpoint, withSecret = false): string {
  return JSON.stringify({
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    createdAt: new Date(endpoint.createdAt).toISOString(),
    ...(withSecret ? { secret: endpoint.secret } : {}),
  });
}

export function endpointsJson(endpoints: readonly WebhookEndpoint[]): string {
  return `[${endpoints.map((endpoint) => endpointJson(endpoint)).join(',')}]`;
}

export function deliveryJson(delivery: Delivery): string {
  return JSON.stringify({
    id: delivery.id,
    eventId: eventIdOf(delivery.sequence),
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
