import type { ServiceEvents } from '../core/index.js';

type Handler = (first?: unknown, second?: unknown) => void;

/** Every event, by name (a record, so that the compiler notices one missing). */
const EVENT_NAMES = Object.keys({
  requestStarted: true,
  requestAnswered: true,
  storeUnavailable: true,
  admission: true,
  banStarted: true,
  limiterFailure: true,
  refundFailure: true,
  idempotency: true,
  petCreated: true,
  recordFailure: true,
} satisfies Record<keyof ServiceEvents, true>) as (keyof ServiceEvents)[];

/**
 * One ServiceEvents telling each of `listeners` (the metrics, the log, the server's count of
 * requests) the events it listens to. Built once: each event calls exactly its listeners, no
 * lookup or loop on the request path for one or two of them.
 */
export function reportingTo(listeners: readonly (Partial<ServiceEvents> | undefined)[]): ServiceEvents {
  const events: Partial<Record<keyof ServiceEvents, Handler>> = {};
  for (const name of EVENT_NAMES) {
    const handlers = listeners.flatMap((listener) => {
      const handler = listener?.[name] as Handler | undefined;
      return handler === undefined ? [] : [handler.bind(listener)];
    });
    const [first, second] = handlers;
    events[name] =
      handlers.length === 0
        ? () => undefined
        : handlers.length === 1
          ? first!
          : handlers.length === 2
            ? (a, b) => {
                first!(a, b);
                second!(a, b);
              }
            : (a, b) => {
                for (const handler of handlers) handler(a, b);
              };
  }
  return events as ServiceEvents;
}
