import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import { forSlowClients } from '@bourses/common/slow-clients';
import { startTestApi, type TestApi } from '@bourses/api/test/test-api';
import { loadConfig, type BffConfig } from '../src/config/config.ts';
import type { OperationLimits } from '../src/graphql/operation-limits.ts';
import { createLogger } from '../src/logging/logger.ts';
import type { UpstreamCall } from '../src/rest/rest-client.ts';
import { createBff } from '../src/server/create-bff.ts';

export interface GraphQLAnswer<TData = Record<string, unknown>> {
  status: number;
  data: TData | null | undefined;
  errors: { message: string; path?: string[]; extensions?: Record<string, unknown> }[] | undefined;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  language?: string;
  headers?: Record<string, string>;
}

/** A file to send in a GraphQL multipart request, at a variable's path ('variables.receipt'). */
export interface TestFile {
  path: string;
  name: string;
  content: Buffer;
  type?: string;
}

export interface TestBff {
  url: string;
  config: BffConfig;
  /** Every call the bff made to the api, oldest first. */
  upstreamCalls: UpstreamCall[];
  graphql<TData = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, options?: CallOptions): Promise<GraphQLAnswer<TData>>;
  /** A GraphQL multipart request (the upload spec), with the CSRF header unless told otherwise. */
  upload<TData = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    files: TestFile[],
    options?: CallOptions & { preflight?: boolean },
  ): Promise<GraphQLAnswer<TData>>;
  close(): Promise<void>;
}

export interface TestPlatform {
  api: TestApi;
  bff: TestBff;
  close(): Promise<void>;
}

const headersFor = ({ token, language, headers }: CallOptions = {}): Record<string, string> => ({
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
  ...(language ? { 'Accept-Language': language } : {}),
  ...headers,
});

interface GraphQLBody<TData> {
  data?: TData | null;
  errors?: GraphQLAnswer['errors'];
}

/** The wire is trusted to match the schema here: the tests assert what they read. */
function parseBody<TData>(text: string): GraphQLBody<TData> {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

async function answer<TData>(response: Response): Promise<GraphQLAnswer<TData>> {
  const text = await response.text();
  const body = parseBody<TData>(text);
  return { status: response.status, data: body.data, errors: body.errors, headers: response.headers };
}

/** Starts the real bff on a free port in front of `apiUrl`, counting its upstream calls; its logs go to `logTo` when given. */
export async function startTestBff(
  apiUrl: string,
  env: Record<string, string> = {},
  limits?: OperationLimits,
  { logTo }: { logTo?: DestinationStream } = {},
): Promise<TestBff> {
  const config = loadConfig({ NODE_ENV: 'test', API_URL: apiUrl, LOG_LEVEL: process.env.BFF_TEST_LOG_LEVEL ?? 'silent', UPSTREAM_TIMEOUT_MS: '5000', ...env });
  const upstreamCalls: UpstreamCall[] = [];
  const bff = await createBff({
    config,
    logger: createLogger(config.logLevel, logTo),
    onUpstreamCall: (call) => upstreamCalls.push(call),
    operationLimits: limits,
  });
  const server = forSlowClients(createServer(bff.handler)).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? (address satisfies AddressInfo).port : 0;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    config,
    upstreamCalls,
    async graphql(query, variables = {}, options) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headersFor(options) },
        body: JSON.stringify({ query, variables }),
      });
      return answer(response);
    },
    async upload(query, variables, files, options = {}) {
      const form = new FormData();
      form.set('operations', JSON.stringify({ query, variables }));
      form.set('map', JSON.stringify(Object.fromEntries(files.map((file, index) => [String(index), [file.path]]))));
      files.forEach((file, index) => {
        form.set(String(index), new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.name);
      });
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { ...(options.preflight === false ? {} : { 'apollo-require-preflight': 'true' }), ...headersFor(options) },
        body: form,
      });
      return answer(response);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bff.stop();
    },
  };
}

/** The real api on a fresh PGlite database and the real bff in front of it, in this process. */
export async function startTestPlatform(
  env: Record<string, string> = {},
  limits?: OperationLimits,
  apiEnv: Record<string, string> = {},
): Promise<TestPlatform> {
  const api = await startTestApi(apiEnv);
  // The key `npm start` gives both programs: the api believes the client address this bff forwards.
  const bff = await startTestBff(api.baseUrl, { BFF_API_KEY: api.bffApiKey, ...env }, limits);
  return {
    api,
    bff,
    async close() {
      await bff.close();
      await api.close();
    },
  };
}
