import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from '../logging/logger.ts';
import { processMetrics } from '@bourses/common/process-metrics';

export type HttpLabel = 'method' | 'route' | 'status';

/**
 * A gauge whose value is read when Prometheus scrapes /metrics, e.g. a count in the database:
 * `collect` sets the current value (`gauge.set(n)`, or one per label set). A `collect` that throws
 * is logged and its gauge reads as unknown for that scrape, so the other metrics are still served.
 */
export interface GaugeDefinition<L extends string> {
  /** snake_case, prefixed `bourses_`, the unit last (`bourses_mail_queue_depth`). */
  name: string;
  help: string;
  /** Each label must take few values (a kind, a status), never an id or an address. */
  labelNames?: readonly L[];
  collect: (gauge: Gauge<L>) => void | Promise<void>;
}

/**
 * The api's metrics, served at GET /metrics (docs/architecture.md). Its own
 * registry per app; the process metrics are the process's (common/src/process-metrics.ts).
 */
export interface Metrics {
  /** The text format's Content-Type. */
  contentType: string;
  /** Everything /metrics answers: this app's metrics and the process's. */
  scrape(): Promise<string>;
  /** Every HTTP answer by method, route pattern (never the raw path) and status. */
  httpRequestDuration: Histogram<HttpLabel>;
  /** Adds a gauge read at each scrape: the way a domain publishes a level (a queue's depth, failed mails). */
  registerGauge<L extends string = never>(definition: GaugeDefinition<L>): Gauge<L>;
  /** Adds a counter the domain increments as things happen (an upload scanned); named and labelled as a gauge. */
  registerCounter<L extends string = never>(definition: Omit<GaugeDefinition<L>, 'collect'>): Counter<L>;
}

export function createMetrics(logger: Logger): Metrics {
  const registry = new Registry();
  const httpRequestDuration = new Histogram<HttpLabel>({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  return {
    contentType: registry.contentType,
    scrape: () => Registry.merge([processMetrics(), registry]).metrics(),
    httpRequestDuration,
    registerGauge<L extends string = never>({ name, help, labelNames = [], collect }: GaugeDefinition<L>) {
      const gauge: Gauge<L> = new Gauge<L>({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          try {
            await collect(gauge);
          } catch (error) {
            logger.warn({ err: error, metric: name }, 'metric not collected');
            // Unknown rather than a stale or zero value: a labelled gauge has no series, a plain one NaN.
            gauge.reset();
            if (labelNames.length === 0) gauge.set(NaN);
          }
        },
      });
      return gauge;
    },
    registerCounter<L extends string = never>({ name, help, labelNames = [] }: Omit<GaugeDefinition<L>, 'collect'>) {
      return new Counter<L>({ name, help, labelNames, registers: [registry] });
    },
  };
}
