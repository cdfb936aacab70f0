import { connect, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { startTestApi, type TestApi } from '@bourses/api/test/test-api';
import { SCHOLARSHIPS } from './operations.ts';
import { startTestBff } from './test-platform.ts';

// The api as `npm start` brings it up: its port refuses connections until it has started listening.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await createScholarship(api, {}, { fr: { title: 'Bourse d’excellence Ibn Rochd' } });
});
afterAll(() => api.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function unusedPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address !== null ? address.port : 0;
}

/** Starts listening on `port`, passing every connection on to the real api. */
async function apiListensOn(port: number): Promise<Server> {
  const apiPort = Number(new URL(api.baseUrl).port);
  const relay = createServer((socket) => {
    const upstream = connect(apiPort, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  relay.listen(port, '127.0.0.1');
  await new Promise((resolve) => relay.once('listening', resolve));
  return relay;
}

describe('a bff whose api is still starting', () => {
  it('answers the catalogue once the api listens, instead of "unavailable"', async () => {
    const port = await unusedPort();
    const bff = await startTestBff(`http://127.0.0.1:${port}`, { UPSTREAM_TIMEOUT_MS: '10000' });
    let relay: Server | undefined;
    try {
      const asked = bff.graphql(SCHOLARSHIPS, { limit: 10 });
      await pause(1500);
      relay = await apiListensOn(port);

      const answer = await asked;

      expect(answer.errors).toBeUndefined();
      expect(answer.data).toMatchObject({ scholarships: { items: [{ title: 'Bourse d’excellence Ibn Rochd' }] } });
    } finally {
      relay?.close();
      await bff.close();
    }
  });

  it('answers "unavailable" once its upstream timeout is spent when the api never comes', async () => {
    const bff = await startTestBff(`http://127.0.0.1:${await unusedPort()}`, { UPSTREAM_TIMEOUT_MS: '1000' });
    try {
      const answer = await bff.graphql(SCHOLARSHIPS, { limit: 10 });

      expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await bff.close();
    }
  });
});
