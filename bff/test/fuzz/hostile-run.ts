import fc from 'fast-check';
import { answerProblem } from './answer-safety.ts';
import { sendRaw, type RawRequest } from './raw-http.ts';

export type FuzzTarget = 'api' | 'bff';

/** Replays a failure: FUZZ_SEED=<seed printed by fast-check> npx vitest run --root bff test/fuzz */
const SEED = process.env.FUZZ_SEED === undefined ? {} : { seed: Number(process.env.FUZZ_SEED) };

export const describeRequest = ({ method, path, headers = [], body }: RawRequest) => {
  const text = typeof body === 'string' ? body : (body?.toString('latin1') ?? '');
  const shown = (value: string) =>
    JSON.stringify(value.length > 300 ? `${value.slice(0, 300)}… (${value.length} chars)` : value);
  return `${method} ${shown(path)} headers ${JSON.stringify(headers).slice(0, 400)} body ${shown(text)}`;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Throws requests at the api and the bff and fails on the first answer a caller must never get:
 * a 5xx, a stack trace or server path, no answer, or an exception that would have ended the process.
 */
export function createHostileRun(baseUrls: Record<FuzzTarget, string>) {
  // `graphql` counts the bff requests aimed at /graphql (the rest go to /files, /static, pages).
  const sent = { api: 0, bff: 0, graphql: 0 };
  const crashes: unknown[] = [];
  let inFlight: AbortController | undefined;
  const onCrash = (error: unknown) => {
    crashes.push(error);
    inFlight?.abort(`the process under test threw: ${messageOf(error)}`);
  };

  /** Sends one request; answers what is wrong with the outcome, or null. */
  async function problemWith(target: FuzzTarget, request: RawRequest): Promise<string | null> {
    sent[target] += 1;
    if (target === 'bff' && request.path.startsWith('/graphql')) sent.graphql += 1;
    const crashesBefore = crashes.length;
    inFlight = new AbortController();
    const answer = await sendRaw(baseUrls[target], request, inFlight.signal);
    inFlight = undefined;
    // An error thrown while the answer was being sent shows one turn later.
    await new Promise((resolve) => setImmediate(resolve));
    const crash = crashes.length > crashesBefore ? crashes.at(-1) : undefined;
    return crash ? `the process under test threw: ${messageOf(crash)}` : answerProblem(answer);
  }

  async function throwAt(target: FuzzTarget, request: RawRequest): Promise<void> {
    const problem = await problemWith(target, request);
    if (problem) throw new Error(`${target} ${problem}\n  request: ${describeRequest(request)}`);
  }

  return {
    sent,
    crashes,
    problemWith,
    /** In the real deployment these end the process: here they are caught, recorded and reported. */
    watchCrashes() {
      process.on('uncaughtException', onCrash);
      process.on('unhandledRejection', onCrash);
    },
    unwatchCrashes() {
      process.off('uncaughtException', onCrash);
      process.off('unhandledRejection', onCrash);
    },
    /** One fast-check property: `numRuns` generated requests, with the seed and a shrunk counterexample on failure. */
    check(target: FuzzTarget, requests: fc.Arbitrary<RawRequest>, numRuns: number): Promise<void> {
      // Counterexamples print as a short request line, not as megabytes of Buffer bytes.
      const printable = requests.map((request) => ({
        ...request,
        [fc.toStringMethod]: () => describeRequest(request),
      }));
      return fc.assert(
        fc.asyncProperty(printable, (request) => throwAt(target, request)),
        { numRuns, ...SEED },
      );
    },
  };
}

export type HostileRun = ReturnType<typeof createHostileRun>;
