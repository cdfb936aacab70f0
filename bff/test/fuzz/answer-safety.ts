import type { RawAnswer } from './raw-http.ts';

// What a stack trace or a server path looks like in an answer.
const LEAKS: { name: string; pattern: RegExp }[] = [
  { name: 'stack frame', pattern: /\n\s+at |\\n\s+at / },
  { name: 'node_modules path', pattern: /node_modules/ },
  // A Windows path by its usual roots: a bare "A:\\" is often a generated value GraphQL echoes back
  // in its own message (seed 206948936), not a leak.
  {
    name: 'server path',
    pattern: /\/work\/|\/home\/|\/usr\/|\/app\/src\/|[A-Z]:\\\\(?:Users|Windows|Program Files|ProgramData|inetpub)\\\\/,
  },
  { name: 'source position', pattern: /\.(?:ts|js|mjs|cjs):\d+/ },
  { name: 'file url', pattern: /file:\/\// },
  {
    name: 'javascript error',
    pattern: /\b(?:TypeError|ReferenceError|RangeError|URIError|EvalError|AggregateError|SyntaxError): /,
  },
];

const INTERNAL_CODE = /"code":\s*"(?:INTERNAL_SERVER_ERROR|INTERNAL_ERROR)"/;

/** The error object that carries the internal code, so that a long answer shows the one that matters. */
function internalErrorOf(body: string): string {
  const start = body.search(INTERNAL_CODE);
  const from = body.lastIndexOf('{"message"', start);
  return body.slice(Math.max(0, from), start + 40).slice(-400);
}

/** What is wrong with an answer from the point of view of a caller, or null when it is acceptable. */
export function answerProblem(answer: RawAnswer): string | null {
  if (answer.status === 0) return `no answer (${answer.failure ?? 'unknown'})`;
  if (answer.status >= 500) return `status ${answer.status}: ${answer.body.slice(0, 300)}`;
  // GraphQL answers 200 with an error inside: an internal one is a 5xx in disguise.
  if (INTERNAL_CODE.test(answer.body))
    return `internal error in a ${answer.status} answer: ${internalErrorOf(answer.body)}`;
  const leak = LEAKS.find(({ pattern }) => pattern.test(answer.body));
  if (leak) return `${leak.name} in the answer: ${answer.body.slice(0, 300)}`;
  return null;
}
