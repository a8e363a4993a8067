import { PARAMETERS, SCHEMAS } from '../../adapters/http/openapi/components.js';

/** Headers of the transport a message may name, besides the document's parameters. */
const TRANSPORT_NAMES = ['Authorization', 'Content-Type', 'Content-Encoding', 'Content-Length', 'body'];

/** Every name a message can name: parameters, body members, transport headers. */
const NAMES: ReadonlySet<string> = new Set([
  ...Object.values(PARAMETERS).map((parameter) => parameter.name),
  ...Object.values(SCHEMAS).flatMap((schema) => Object.keys((schema as { properties?: object }).properties ?? {})),
  ...TRANSPORT_NAMES,
]);

/** Names no English sentence uses by chance (`petId`, `If-Match`): a mention anywhere counts. */
const DISTINCT_NAMES = [...NAMES].filter((name) => /[A-Z-]/.test(name));

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A name as a word: `petId` and `If-Match` anywhere, any name followed by a colon and a space (`name: `; a scope such as `events:read` is none). */
const MENTION = new RegExp(
  `(?<![A-Za-z0-9-])(?:${DISTINCT_NAMES.map(escape).join('|')})(?![A-Za-z0-9-])|(?<![A-Za-z0-9-])(?:${[...NAMES].map(escape).join('|')}): `,
);

interface ErrorBody {
  readonly code: string;
  readonly message: string;
  readonly status: number;
  readonly details?: readonly { readonly field: string; readonly problem: string }[];
}

function isErrorBody(body: unknown): body is ErrorBody {
  const candidate = body as Partial<ErrorBody> | null;
  return typeof candidate?.code === 'string' && typeof candidate.message === 'string' && typeof candidate.status === 'number';
}

/**
 * What is wrong with the message of an Error body (none for anything else), by the rules every
 * message follows: it is one sentence ending with a full stop; a message about invalid input
 * (`details`) starts with the first field it lists (`name: …`) and lists each; any other message
 * that names a parameter, a body member or a header starts with it (`If-Match: …`).
 */
export function errorMessageProblems(body: unknown): string[] {
  if (!isErrorBody(body)) return [];
  const { message, details, code } = body;
  const problems: string[] = [];
  const quoted = JSON.stringify(message);
  if (!/[^.\s]\.$/.test(message)) problems.push(`${quoted} does not end with one full stop`);
  if (code === 'invalid_request' && details?.length) {
    if (!message.startsWith(`${details[0]!.field}: `)) problems.push(`${quoted} does not start with "${details[0]!.field}: ", its first field`);
    for (const { field, problem } of details) {
      if (!message.includes(`${field}: ${problem}`)) problems.push(`${quoted} does not say "${field}: ${problem}" of its details`);
    }
  } else if (MENTION.test(message)) {
    const named = /^([A-Za-z][A-Za-z0-9-]*): /.exec(message)?.[1];
    if (named === undefined || !NAMES.has(named)) problems.push(`${quoted} names a field or parameter but does not start with it`);
  }
  return problems;
}
