import type { ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Reply } from '../../adapters/http/reply.js';
import { IMMUTABLE, serveAsset, staticAsset } from '../../adapters/http/static-asset.js';

/** A Reply over a response that records what was written. */
function recordingReply(): { reply: Reply; sent: { status?: number; headers?: string[]; body?: unknown } } {
  const sent: { status?: number; headers?: string[]; body?: unknown } = {};
  const res = {
    headersSent: false,
    writeHead(status: number, headers: string[]) {
      sent.status = status;
      sent.headers = headers;
    },
    end(body: unknown) {
      sent.body = body;
    },
  };
  return { reply: new Reply(res as unknown as ServerResponse, 'req-1'), sent };
}

describe('a static asset', () => {
  const text = Buffer.from('console.log("hello");\n'.repeat(500));

  it('is compressed once, when it is made: every request is answered with the same bytes, not compressed again', async () => {
    const asset = staticAsset(text, 'text/javascript; charset=utf-8', IMMUTABLE);
    const bodies: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const { reply, sent } = recordingReply();
      await serveAsset(reply, asset, { acceptEncoding: 'br', ifNoneMatch: undefined });
      bodies.push(sent.body);
    }
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[2]).toBe(bodies[0]);
    expect(brotliDecompressSync(bodies[0] as Buffer)).toEqual(text);
    const { reply, sent } = recordingReply();
    await serveAsset(reply, asset, { acceptEncoding: 'gzip', ifNoneMatch: undefined });
    expect(gunzipSync(sent.body as Buffer)).toEqual(text);
    expect(sent.headers).toEqual(expect.arrayContaining(['Content-Encoding', 'gzip', 'Cache-Control', IMMUTABLE, 'Vary', 'Accept-Encoding']));
  });

  it('makes a request that arrives while it is still being compressed wait for it', async () => {
    let arrive!: (bytes: Buffer) => void;
    const asset = staticAsset(new Promise<Buffer>((resolve) => (arrive = resolve)), 'text/plain', IMMUTABLE);
    const { reply, sent } = recordingReply();
    const served = serveAsset(reply, asset, { acceptEncoding: undefined, ifNoneMatch: undefined });
    // Everything that could run has run: the answer waits for the compressed bytes, not for time.
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent.status).toBeUndefined();
    arrive(text);
    await served;
    expect(sent).toMatchObject({ status: 200, body: text });
  });
});
