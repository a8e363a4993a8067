import { createServer } from 'node:net';

/**
 * A port on 127.0.0.1 that nothing listens on right now (bound, then released): for a server of a
 * test to take, or as the address of a server that cannot be reached.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
