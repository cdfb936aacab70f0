import { createServer } from 'node:http';
import { EXIT_CONFIGURATION_ERROR } from '@bourses/common/exit-codes';
import { forSlowClients } from '@bourses/common/slow-clients';
import { createApp } from './app.ts';
import { createContext } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { createForOwnerOnly, keepDataDirPrivate } from './config/private-data-dir.ts';
import { createLogger } from './logging/logger.ts';
import { seedOnStart } from './seed/seed-on-start.ts';
import { warnOfUnknownCountries } from './scholarships/unknown-countries.ts';
import { schedulePeriodicJobs } from './jobs/periodic-jobs.ts';

async function main(): Promise<void> {
  createForOwnerOnly();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (!config.bffApiKey) {
    logger.warn('BFF_API_KEY is not set: X-Forwarded-For is ignored and every request counts as coming from its peer');
  }
  const context = await createContext(config, logger);
  await seedOnStart(context);
  await warnOfUnknownCountries(context);
  const server = forSlowClients(createServer(createApp(context))).listen(config.port, config.host, () => {
    logger.info({ host: config.host, port: config.port, database: config.databaseUrl ? 'postgresql' : 'pglite' }, 'api listening');
  });
  // This instance sends mails and runs periodic jobs; pg-boss gives each job to one instance.
  await context.jobs.startWorkers();
  await schedulePeriodicJobs(context.jobs.boss, config);
  const stop = () => {
    server.close(() =>
      void context.jobs
        .stop()
        .then(() => context.db.destroy())
        // What the embedded database created meanwhile (0666, inside its 0700 folders) is narrowed too.
        .then(() => keepDataDirPrivate(config.dataDir, logger))
        .then(() => process.exit(0)),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  // Configuration errors are the operator's to fix: say which variable, without a stack trace.
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(error instanceof ConfigError ? EXIT_CONFIGURATION_ERROR : 1);
});
