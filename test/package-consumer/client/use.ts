// A consumer of the packed client (test/e2e/client-package.e2e.test.ts): Node, NodeNext, skipLibCheck false.
import { createHmac } from 'node:crypto';
import { AnimalStoreClient, AnimalStoreError, type NewPet, type Pet } from '@animal-store/client';
import { verifyWebhook, WebhookSignatureError } from '@animal-store/client/webhooks';

const client = new AnimalStoreClient({ baseUrl: process.env.API_URL!, apiKey: process.env.API_KEY! });

const rex: Pet = await client.createPet({ name: 'Rex', categoryId: 3 });
await client.createPet({ name: 'Tom', categoryId: 3, status: 'sold' });
const names: string[] = [];
for await (const pet of client.pets({ limit: 1 })) names.push(pet.name);

let invalid: unknown;
try {
  await client.createPet({ name: '', categoryId: 1 });
} catch (error) {
  if (error instanceof AnimalStoreError) invalid = { code: error.code, status: error.status, details: error.details };
}

// A receiver's check: a delivery signed as the Standard Webhooks specification says (by hand here), with the secret the service issued.
const endpoint = await client.createWebhookEndpoint({ url: 'http://127.0.0.1:9/hooks', events: ['pet.created'] });
const events: string[] = [];
for await (const event of client.events({ type: ['pet.created'] })) events.push(event.type);
const body = JSON.stringify({ id: 'evt_00000000000000000001', type: 'pet.created', createdAt: new Date().toISOString(), data: rex });
const timestamp = String(Math.floor(Date.now() / 1000));
const key = Buffer.from(endpoint.secret.slice('whsec_'.length), 'base64');
const signature = createHmac('sha256', key).update(`evt_00000000000000000001.${timestamp}.${body}`).digest('base64');
const headers = { 'webhook-id': 'evt_00000000000000000001', 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
const verified = verifyWebhook(body, headers, endpoint.secret).data;
let tampered = '';
try {
  verifyWebhook(body.replace('Rex', 'Rax'), headers, endpoint.secret);
} catch (error) {
  if (error instanceof WebhookSignatureError) tampered = error.name;
}

/** Never called: the generated types refuse what the document refuses. */
export function typeChecks(): NewPet[] {
  // @ts-expect-error status is one of available, pending, sold
  const lost: NewPet = { name: 'Rex', categoryId: 1, status: 'lost' };
  // @ts-expect-error categoryId is required
  const nameless: NewPet = { name: 'Rex' };
  return [lost, nameless];
}

console.log(JSON.stringify({ rex, etag: client.etagOf(rex), names, invalid, limit: client.rateLimit?.limit, events, verified, tampered }));
