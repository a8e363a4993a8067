import type { QuotaPolicy } from '../domain/quota-policy.js';
import type { IdempotencySettings } from '../domain/idempotency-claim.js';
import type { ApiKeyRepository } from '../ports/api-key-repository.port.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdempotencyStore } from '../ports/idempotency-store.port.js';
import type { KeySecrets } from '../ports/key-secrets.port.js';
import type { OrderRepository } from '../ports/order-repository.port.js';
import type { PetRepository } from '../ports/pet-repository.port.js';
import { NO_SERVICE_EVENTS, type ServiceEvents } from '../ports/service-events.port.js';
import type { TokenBucketStore } from '../ports/token-bucket-store.port.js';
import type { EventLog } from '../ports/event-log.port.js';
import type { WebhookRandom, WebhookUrlPolicy } from '../ports/webhook-sender.port.js';
import type { WebhookStore } from '../ports/webhook-store.port.js';
import { ListEvents } from './events.use-case.js';
import { KeyLineages } from './key-lineages.js';
import type { DispatchReports } from './webhook-dispatcher.js';
import { WebhookEndpoints, type DispatchNudge } from './webhook-endpoints.use-case.js';
import { AdmitRequest, type LimiterFailureMode } from './admit-request.use-case.js';
import { Authenticate } from './authenticate.use-case.js';
import { CreatePet } from './create-pet.use-case.js';
import { DeletePet } from './delete-pet.use-case.js';
import { GetInventory } from './get-inventory.use-case.js';
import { GetOrder } from './get-order.use-case.js';
import { GET_PET_SUNSET, GetPet } from './get-pet.use-case.js';
import { IdempotentWrites } from './idempotent-writes.js';
import { ListOrders } from './list-orders.use-case.js';
import { ListPets } from './list-pets.use-case.js';
import { ManageKeys } from './manage-keys.use-case.js';
import { PlaceOrder } from './place-order.use-case.js';
import { Reservations } from './reservations.js';
import { UpdateOrder } from './update-order.use-case.js';
import { UpdatePet } from './update-pet.use-case.js';

/** The ports the use cases run on: the environment's adapters. */
export interface UseCasePorts {
  readonly pets: PetRepository;
  readonly orders: OrderRepository;
  readonly apiKeys: ApiKeyRepository;
  readonly idempotency: IdempotencyStore;
  readonly buckets: TokenBucketStore;
  readonly clock: Clock;
  readonly keySecrets: KeySecrets;
  /** The events the pet and order repositories record with their changes. */
  readonly eventLog: EventLog;
  readonly webhooks: WebhookStore;
  readonly webhookUrls: WebhookUrlPolicy;
  readonly webhookRandom: WebhookRandom;
  /** What the use cases report as it happens (the metrics, the log); nothing when absent. */
  readonly events?: ServiceEvents;
  /** The audit trail of key management; nothing when absent. */
  readonly audit?: AuditLog;
}

/** What the configuration decides about them. */
export interface UseCaseSettings {
  /** getPet's sunset instant (ms since the epoch): 410 from then on. */
  readonly getPetSunsetAt?: number;
  readonly quota?: QuotaPolicy;
  readonly limiterFailureMode?: LimiterFailureMode;
  readonly idempotency?: Partial<IdempotencySettings>;
  /** Told when a delivery is due at once (a manual retry) or an endpoint changed: the dispatcher of this process looks again. */
  readonly nudgeDispatcher?: DispatchNudge;
  /** Webhook endpoints an owner may hold at most, disabled ones included (DESIGN.md: MAX_WEBHOOK_ENDPOINTS_PER_OWNER, default 16). */
  readonly maxWebhookEndpointsPerOwner?: number;
  /** Where a key's disabling of an endpoint is reported (the metrics); nothing when absent. */
  readonly webhookReports?: Pick<DispatchReports, 'endpointDisabled'>;
  /** Open orders an owner may hold at most (DESIGN.md: MAX_OPEN_ORDERS_PER_OWNER, default 20). */
  readonly maxOpenOrdersPerOwner?: number;
  /** Active keys an owner may hold at most (DESIGN.md: MAX_KEYS_PER_OWNER, default 20). */
  readonly maxKeysPerOwner?: number;
}

/**
 * Every use case of the service, built on one set of ports: the one place the set is declared.
 * The container, the embedding entry, the server and the HTTP adapter all take it from here.
 */
export function createUseCases(ports: UseCasePorts, settings: UseCaseSettings = {}) {
  const { pets, orders, apiKeys, clock, keySecrets } = ports;
  const events = ports.events ?? NO_SERVICE_EVENTS;
  // The pet lifecycle: every use case that moves a reservation shares one Reservations.
  const reservations = new Reservations(pets, orders, clock);
  // Every operation that takes an Idempotency-Key shares one protocol.
  const idempotentWrites = new IdempotentWrites(ports.idempotency, clock, { ...settings.idempotency, events });
  // Webhook endpoints act for key lineages: what each may do is read through one KeyLineages.
  const lineages = new KeyLineages(apiKeys, clock);
  return {
    createPet: new CreatePet(pets, idempotentWrites, events),
    listPets: new ListPets(pets),
    getPet: new GetPet(pets, clock, settings.getPetSunsetAt ?? GET_PET_SUNSET),
    updatePet: new UpdatePet(reservations),
    deletePet: new DeletePet(reservations),
    placeOrder: new PlaceOrder(reservations, idempotentWrites, settings.maxOpenOrdersPerOwner),
    listOrders: new ListOrders(orders),
    getOrder: new GetOrder(reservations),
    updateOrder: new UpdateOrder(reservations),
    getInventory: new GetInventory(pets),
    authenticate: new Authenticate(apiKeys, keySecrets, clock),
    admitRequest: new AdmitRequest(ports.buckets, settings.quota, settings.limiterFailureMode, events),
    manageKeys: new ManageKeys(apiKeys, keySecrets, clock, {
      idempotency: idempotentWrites,
      ...(ports.audit ? { audit: ports.audit } : {}),
      ...(settings.maxKeysPerOwner !== undefined ? { maxKeysPerOwner: settings.maxKeysPerOwner } : {}),
    }),
    listEvents: new ListEvents(ports.eventLog),
    webhookEndpoints: new WebhookEndpoints(ports.webhooks, ports.eventLog, lineages, ports.webhookUrls, ports.webhookRandom, clock, {
      idempotency: idempotentWrites,
      ...(settings.nudgeDispatcher ? { nudge: settings.nudgeDispatcher } : {}),
      ...(settings.maxWebhookEndpointsPerOwner !== undefined ? { maxEndpointsPerOwner: settings.maxWebhookEndpointsPerOwner } : {}),
      ...(settings.webhookReports ? { reports: settings.webhookReports } : {}),
    }),
  };
}

/** Every use case of the service, by name: what an embedding host gets, and what the HTTP adapter drives. */
export type UseCases = ReturnType<typeof createUseCases>;
