import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileApiRequest } from './api-requests.ts';
import {
  hostileDocumentRequest,
  hostileEncodingRequest,
  hostileFormRequest,
  hostileGetRequest,
  hostileOperationRequest,
  hostilePathRequest,
  hostileUploadRequest,
} from './bff-requests.ts';
import { startFuzzPlatform, type FuzzPlatform } from './fuzz-platform.ts';
import { createHostileRun, type HostileRun } from './hostile-run.ts';

// Generated requests per property: at least 2,500 at the api's REST routes (4,000: some 30 a route)
// and 2,500 at /graphql.
const RUNS = {
  apiRoutes: 4_000,
  operations: 1_400,
  documents: 400,
  uploads: 500,
  forms: 200,
  encodings: 150,
  getRequests: 150,
  bffPaths: 250,
};
const PROPERTY_TIMEOUT_MS = 120_000;

let fuzz: FuzzPlatform;
let run: HostileRun;
let startedAt: number;

beforeAll(async () => {
  fuzz = await startFuzzPlatform();
  run = createHostileRun({ api: fuzz.platform.api.baseUrl, bff: fuzz.platform.bff.url });
  run.watchCrashes();
  startedAt = performance.now();
});

afterAll(async () => {
  run.unwatchCrashes();
  await fuzz.close();
});

describe('hostile requests at the api', () => {
  it(
    'answers every route, whatever the path, query, body, language and token, below 500 and without internals',
    async () => {
      await run.check('api', hostileApiRequest(fuzz.material), RUNS.apiRoutes);
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('hostile requests at the bff', () => {
  it(
    'answers every query and mutation of the schema with hostile variables below 500',
    async () => {
      await run.check('bff', hostileOperationRequest(fuzz.material), RUNS.operations);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'refuses crafted, damaged and oversized documents and odd bodies below 500',
    async () => {
      await run.check('bff', hostileDocumentRequest(fuzz.material), RUNS.documents);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'survives malformed, truncated and NUL-named uploads on every mutation that takes a file',
    async () => {
      await run.check('bff', hostileUploadRequest(fuzz.material), RUNS.uploads);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'survives multipart bodies of any shape',
    async () => {
      await run.check('bff', hostileFormRequest, RUNS.forms);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'refuses JSON in other charsets and other content types below 500',
    async () => {
      await run.check('bff', hostileEncodingRequest(fuzz.material), RUNS.encodings);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'answers GET /graphql with badly encoded parameters below 500',
    async () => {
      await run.check('bff', hostileGetRequest(fuzz.material), RUNS.getRequests);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'answers /files, /static, /assets and unknown paths below 500',
    async () => {
      await run.check('bff', hostilePathRequest(fuzz.material), RUNS.bffPaths);
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('after every hostile request', () => {
  it('still serves: both health checks answer 200 and the catalogue is listed', async () => {
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    process.stdout.write(
      `fuzz: ${run.sent.api} requests at the api, ${run.sent.bff} at the bff (${run.sent.graphql} at /graphql), in ${seconds} s\n`,
    );

    const apiHealth = await fetch(`${fuzz.platform.api.baseUrl}/healthz`);
    const bffHealth = await fetch(`${fuzz.platform.bff.url}/healthz`);
    const catalogue = await fuzz.platform.bff.graphql(
      '{ scholarships { items { id title } pagination { total } } }',
    );

    expect(apiHealth.status).toBe(200);
    expect(bffHealth.status).toBe(200);
    expect(catalogue.errors).toBeUndefined();
    expect(catalogue.data?.scholarships).toBeDefined();
    expect(run.crashes.map(String)).toEqual([]);
    expect(run.sent.api).toBeGreaterThanOrEqual(2_500);
    expect(run.sent.graphql).toBeGreaterThanOrEqual(2_500);
    expect(run.sent.api + run.sent.bff).toBeGreaterThanOrEqual(5_000);
  });
});
