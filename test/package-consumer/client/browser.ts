// A browser page's use of the client: type-checked without Node's types (test/e2e/client-package.e2e.test.ts).
import { AnimalStoreClient, AnimalStoreNetworkError } from '@animal-store/client';

export async function inventory(apiKey: string): Promise<string> {
  const client = new AnimalStoreClient({ baseUrl: 'https://api.animal-store.example/v1', apiKey });
  try {
    const counts = await client.getInventory();
    return `${counts.available} available, ${client.rateLimit?.remaining ?? '?'} requests left`;
  } catch (error) {
    return error instanceof AnimalStoreNetworkError ? 'offline' : String(error);
  }
}
