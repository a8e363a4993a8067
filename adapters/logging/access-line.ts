import { pino, type DestinationStream, type Logger } from 'pino';
import type { AnsweredRequest } from '../../core/index.js';
import { jsonStringBody } from '../shared/json-text.js';

/** The fields of an access line: an answered request's, its operation aside. */
export type AccessEntry = Omit<AnsweredRequest, 'operation'>;

/**
 * The access line written straight to the destination: exactly what `logger.info(fields,
 * 'request')` writes with createLogging's options (tests hold the two to the same bytes), for
 * a fraction of the cost: pino's general path (serializers, redaction, key-by-key stringify)
 * costs a few microseconds for five known fields, several per cent of a whole request. The line
 * is one template of known text and the fields, escaped only when they need it; the buffered
 * stdout encodes it straight into its chunk.
 */
export function accessLines(logger: Logger, destination: DestinationStream, base: Readonly<Record<string, string>>): (fields: AccessEntry) => void {
  const head = `{"level":${pino.levels.values.info},"time":`;
  const afterTime = `,${JSON.stringify(base).slice(1, -1)},"reqId":"`;
  // Lines logged in the same millisecond share the text of their time.
  let lastTime = 0;
  let lastTimeText = '0';
  return ({ reqId, method, path, status, ms, traceId }) => {
    if (!logger.isLevelEnabled('info')) return;
    const time = Date.now();
    if (time !== lastTime) lastTimeText = String((lastTime = time));
    destination.write(
      `${head}${lastTimeText}${afterTime}${jsonStringBody(reqId)}","method":"${jsonStringBody(method)}","path":"${jsonStringBody(path)}",` +
        `"status":${jsonNumber(status)},"ms":${tenthsJson(ms)}${traceId === undefined ? '' : `,"traceId":"${jsonStringBody(traceId)}"`},"msg":"request"}\n`,
    );
  };
}

/** A duration in milliseconds to a tenth, as the access line records it. */
export function tenths(ms: number): number {
  return Math.round(ms * 10) / 10;
}

/**
 * `jsonNumber(tenths(ms))`, the usual case (0 to 214,748,364.7 ms) from integers: formatting a
 * fraction costs several times as much as an integer.
 */
function tenthsJson(ms: number): string {
  const count = Math.round(ms * 10);
  if (!(count >= 0 && count <= 0x7fffffff)) return jsonNumber(tenths(ms));
  const digit = count % 10;
  return digit === 0 ? String(count / 10) : `${(count - digit) / 10}.${digit}`;
}

/** A number as JSON.stringify writes it: NaN and the infinities as null. */
function jsonNumber(value: number): string {
  return Number.isFinite(value) ? String(value) : 'null';
}
