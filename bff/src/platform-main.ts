import { spawn } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from './config/config.ts';
import { createLogger } from './logging/logger.ts';
import { createBff } from './server/create-bff.ts';

// `npm start`'s one address: the api as a child process on API_PORT, the bff (GraphQL, files and
// the web build) on PORT in front of it. Separately deployed, each runs its own main.ts instead.
const API_MAIN = path.resolve(import.meta.dirname, '../../api/src/main.ts');

async function main(): Promise<void> {
  const apiPort = process.env.API_PORT ?? '4001';
  const config = loadConfig({ API_URL: `http://127.0.0.1:${apiPort}`, ...process.env });
  const logger = createLogger(config.logLevel);

  const api = spawn(process.execPath, [API_MAIN], { env: { ...process.env, API_PORT: apiPort }, stdio: 'inherit' });
  let stopping = false;
  api.on('exit', (code) => {
    if (stopping) return;
    logger.error({ code }, 'api stopped: stopping the platform');
    process.exit(code ?? 1);
  });

  const bff = await createBff({ config, logger });
  const server = bff.app.listen(config.port, () => {
    logger.info({ port: config.port, api: config.apiUrl, env: config.env }, 'platform listening');
  });
  const stop = () => {
    stopping = true;
    api.kill('SIGTERM');
    server.close(() => void bff.stop().then(() => process.exit(0)));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
});
