import { createServer } from 'node:http';
import { startTestApi, type TestApi } from '@bourses/api/test/test-api';
import { loadConfig } from '@bourses/bff/src/config/config';
import { createLogger } from '@bourses/bff/src/logging/logger';
import { createBff } from '@bourses/bff/src/server/create-bff';

export interface Platform {
  api: TestApi;
  graphqlUrl: string;
  close(): Promise<void>;
}

/** The real api (fresh in-memory database, test clock) and the real bff in front of it, in this process. */
export async function startPlatform(): Promise<Platform> {
  const api = await startTestApi();
  const config = loadConfig({ NODE_ENV: 'test', API_URL: api.baseUrl, LOG_LEVEL: 'silent' });
  const bff = await createBff({ config, logger: createLogger(config.logLevel) });
  const server = createServer(bff.handler).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    api,
    graphqlUrl: `http://127.0.0.1:${port}/graphql`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bff.stop();
      await api.close();
    },
  };
}
