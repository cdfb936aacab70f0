import { createServer } from 'node:http';
import { EXIT_CONFIGURATION_ERROR } from '@bourses/common/exit-codes';
import { forSlowClients } from '@bourses/common/slow-clients';
import { ConfigError, loadConfig } from './config/config.ts';
import { createLogger } from './logging/logger.ts';
import { createBff } from './server/create-bff.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (!config.bffApiKey) logger.warn('BFF_API_KEY is not set: the api counts every caller as this bff (one address)');
  const bff = await createBff({ config, logger });
  const server = forSlowClients(createServer(bff.handler)).listen(config.port, () => {
    logger.info({ port: config.port, api: config.apiUrl, env: config.env }, 'bff listening');
  });
  const stop = () => {
    server.close(() => void bff.stop().then(() => process.exit(0)));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  // Configuration errors are the operator's to fix: say which variable, without a stack trace.
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(error instanceof ConfigError ? EXIT_CONFIGURATION_ERROR : 1);
});
