import { send } from './http-harness.js';

/** The samples of the service's own metrics (`animal_store_…`) at `GET /metrics`, `name{labels}` → value. */
export async function scrapeMetrics(url: string): Promise<Map<string, number>> {
  const answer = await send(url, { path: '/metrics' });
  if (answer.status !== 200) throw new Error(`GET /metrics answered ${answer.status}`);
  const result = new Map<string, number>();
  for (const line of answer.text.split('\n')) {
    if (!line.startsWith('animal_store_')) continue;
    const at = line.lastIndexOf(' ');
    result.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return result;
}
