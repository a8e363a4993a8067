import { afterEach, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../client/src/webhooks.js';
import { answered, testClient } from '../support/client-harness.js';
import { startTestService, type TestService } from '../support/http-harness.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

/** The typed client's webhook management against the real service: edit, rotate, ping, recover, and events resumed after an id. */
describe('AnimalStoreClient: webhook endpoints managed, events resumed from an event id', () => {
  let service: TestService;
  let receiver: WebhookReceiver;
  afterEach(async () => {
    await service?.close();
    await receiver?.close();
  });

  it('creates (idempotently), patches, rotates, pings and recovers; verifyWebhook takes either secret during the overlap', async () => {
    service = await startTestService();
    receiver = await WebhookReceiver.start();
    const { client } = testClient(service);
    const dispatch = async () => {
      await service.store.webhookDispatch.round();
      await service.store.webhookDispatch.idle();
    };
    const created = await client.createWebhookEndpoint({ url: receiver.url, events: ['*'] }, { idempotencyKey: 'ep-1' });
    expect(await client.createWebhookEndpoint({ url: receiver.url, events: ['*'] }, { idempotencyKey: 'ep-1' })).toEqual(created);
    expect(await client.updateWebhookEndpoint(created.id, { description: 'Back office' })).toMatchObject({
      description: 'Back office',
      events: ['*'],
    });

    const secret = await client.rotateWebhookSecret(created.id, { expiresInSeconds: 600 });
    expect(await client.getWebhookSecret(created.id)).toMatchObject({ secret, previous: { secret: created.secret } });
    expect(await client.pingWebhookEndpoint(created.id)).toMatchObject({ type: 'ping', eventId: null });
    await client.createPet({ name: 'Rex', categoryId: 3 });
    await dispatch();
    expect(receiver.received).toHaveLength(2);
    for (const request of receiver.received) {
      expect(verifyWebhook(request.body, request.headers, created.secret)).toBeTruthy();
      expect(verifyWebhook(request.body, request.headers, [secret, created.secret])).toBeTruthy();
    }
    expect((await client.listDeliveries(created.id, { status: ['delivered'] })).items).toHaveLength(2);
    expect(await client.recoverWebhookEndpoint(created.id, '2026-11-21T12:00:00Z')).toBe(0);
    // Pinged again within 10 s: the service answers 429 with Retry-After, and the client waits it out.
    expect(await client.pingWebhookEndpoint(created.id)).toMatchObject({ type: 'ping' });
    const pings = answered(service).filter((request) => request.path.endsWith('/ping'));
    expect(pings.map((request) => request.status)).toEqual([202, 429, 202]);
  });

  it('resumes the events from an event id, to the newest, page after page', async () => {
    service = await startTestService();
    const { client } = testClient(service);
    for (const name of ['A', 'B', 'C', 'D', 'E']) await client.createPet({ name, categoryId: 1 });
    const resumed: string[] = [];
    for await (const event of client.eventsAfter('evt_00000000000000000002', { limit: 2 })) resumed.push(event.id);
    expect(resumed).toEqual(['evt_00000000000000000003', 'evt_00000000000000000004', 'evt_00000000000000000005']);
  });
});
