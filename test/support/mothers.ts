import { InMemoryEventLog } from '../../adapters/memory/in-memory-event-log.js';
import { accessOf, SCOPES, type Access, type ApiKey, type Clock, type NewPet } from '../../core/index.js';
import { FakeClock } from './fake-clock.js';

/** Test data builders: a valid value, with the fields a test cares about overridden. */
export function aNewPet(overrides: Partial<NewPet> = {}): NewPet {
  return { name: 'Rex', categoryId: 1, status: 'available', ...overrides };
}

let keyCounter = 0;
export function anApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  keyCounter++;
  return {
    id: `key-${keyCounter}`,
    name: `client ${keyCounter}`,
    plan: 'free',
    digest: keyCounter.toString(16).padStart(64, '0'),
    createdAt: new Date(Date.UTC(2026, 0, 1)),
    ...overrides,
  };
}

/** Who asks, as the use cases take it: a key with `scopes` (every scope by default) and `owner` (its id by default). */
export function anAccess(overrides: Partial<ApiKey> = {}): Access {
  return accessOf(anApiKey({ scopes: SCOPES, ...overrides }));
}

/** The event log a test's in-memory pets and orders record into, where what they record is not what the test looks at. */
export function anEventLog(clock: Clock = new FakeClock()): InMemoryEventLog {
  return new InMemoryEventLog(clock);
}
