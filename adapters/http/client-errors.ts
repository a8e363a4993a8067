import { randomBytes } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { NO_SERVICE_EVENTS, type ServiceEvents } from '../../core/index.js';
import { statusOf, type ErrorCodeName } from './error-codes.js';

/** A failure Node's HTTP parser or its timeouts report on a connection ('clientError'). */
export interface ClientError extends Error {
  readonly code?: string;
  /** The bytes read so far: never logged (they hold the Authorization header). */
  readonly rawPacket?: Buffer;
}

/** What Node answers itself, by its error code, as an Error body; anything else a parser refuses is 400. */
const ANSWERS: Readonly<Record<string, readonly [ErrorCodeName, string]>> = {
  HPE_HEADER_OVERFLOW: ['headers_too_large', 'The request line and headers are larger than 16 KiB together.'],
  ERR_HTTP_REQUEST_TIMEOUT: ['request_timeout', 'The request did not arrive in time (its headers, then all of it); send it again.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: ['payload_too_large', 'body: its chunk extensions are too large.'],
};
const NOT_HTTP: readonly [ErrorCodeName, string] = ['invalid_request', 'The request is not valid HTTP/1.1.'];

/**
 * What a connection carries while the app handles one of its requests: the request's response,
 * and the status a client error answered it with. Kept on the socket under symbols (a property
 * store per request, where a WeakMap entry cost several times more).
 */
const IN_FLIGHT = Symbol('animal-store.inFlight');
const ANSWERED = Symbol('animal-store.answered');
interface TrackedSocket {
  [IN_FLIGHT]?: ServerResponse | undefined;
  [ANSWERED]?: number;
}

/** requestContext, as a request enters the app: a client error on its connection is then the request's to log and count. */
export function requestEntered(req: IncomingMessage, res: ServerResponse): void {
  (req.socket as TrackedSocket)[IN_FLIGHT] = res;
}

/**
 * requestContext, as a request leaves the app: the status its client received. It is Node's, not
 * the app's, when a client error answered on the connection meanwhile (the body timed out: 408,
 * where the app saw an aborted body).
 */
export function requestLeft(req: IncomingMessage, res: ServerResponse): number {
  const socket = req.socket as TrackedSocket;
  socket[IN_FLIGHT] = undefined;
  return socket[ANSWERED] ?? res.statusCode;
}

/**
 * The server's 'clientError' listener. Node answers these itself (431 headers too large, 408 too
 * slow, 400 not HTTP) with an empty body that reaches neither the access log nor the metrics; this
 * answers them with the Error body, as every other answer, and has them logged and counted with
 * the status sent: here when no request had reached the app, else by the request's own access line.
 */
export function clientErrorListener(events: ServiceEvents = NO_SERVICE_EVENTS): (error: ClientError, socket: Duplex) => void {
  return (error, socket) => {
    const request = (socket as TrackedSocket)[IN_FLIGHT];
    // A reset connection, or an answer already on its way: nothing can be said any more.
    if (error.code === 'ECONNRESET' || !socket.writable || request?.headersSent) {
      socket.destroy();
      return;
    }
    const [code, message] = (error.code !== undefined && ANSWERS[error.code]) || NOT_HTTP;
    const status = statusOf(code);
    const requestId = randomBytes(8).toString('hex');
    const body = JSON.stringify({ code, message, status });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\nX-Request-Id: ${requestId}\r\n` +
        `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n\r\n${body}`,
    );
    // As Node does: the connection ends here, so a request whose body was still coming is never handled.
    socket.destroy();
    if (request !== undefined) {
      (socket as TrackedSocket)[ANSWERED] = status;
      return;
    }
    events.requestStarted();
    events.requestAnswered({ operation: 'other', reqId: requestId, method: methodOf(error.rawPacket), path: '', status, ms: 0 });
  };
}

/** The method of the request line read so far (a token of capitals), or '' — nothing else of those bytes. */
function methodOf(rawPacket: Buffer | undefined): string {
  const head = rawPacket?.subarray(0, 16).toString('latin1') ?? '';
  return /^([A-Z]{1,15}) /.exec(head)?.[1] ?? '';
}
