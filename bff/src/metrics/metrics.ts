import { Histogram, Registry } from 'prom-client';
import { processMetrics } from '@bourses/common/process-metrics';

export type HttpLabel = 'method' | 'route' | 'status';
export type OperationLabel = 'operation' | 'outcome';
export type UpstreamLabel = 'method' | 'route' | 'status';

/**
 * The bff's metrics, served at GET /metrics (docs/architecture.md). Its own
 * registry per bff; the process metrics are the process's (common/src/process-metrics.ts).
 */
export interface BffMetrics {
  /** The text format's Content-Type. */
  contentType: string;
  /** Everything /metrics answers: this app's metrics and the process's. */
  scrape(): Promise<string>;
  /** Every HTTP answer by method, route pattern (never the raw path) and status. */
  httpRequestDuration: Histogram<HttpLabel>;
  /** Every GraphQL operation by name (the web client's, else `other`) and outcome. */
  graphqlOperationDuration: Histogram<OperationLabel>;
  /** Every call to the api by method, route template and status (`unreachable` without an answer). */
  upstreamRequestDuration: Histogram<UpstreamLabel>;
}

export function createBffMetrics(): BffMetrics {
  const registry = new Registry();
  return {
    contentType: registry.contentType,
    scrape: () => Registry.merge([processMetrics(), registry]).metrics(),
    httpRequestDuration: new Histogram<HttpLabel>({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    graphqlOperationDuration: new Histogram<OperationLabel>({
      name: 'graphql_operation_duration_seconds',
      help: 'Time to answer a GraphQL operation, by operation name (the web client’s, else other) and outcome.',
      labelNames: ['operation', 'outcome'],
      registers: [registry],
    }),
    upstreamRequestDuration: new Histogram<UpstreamLabel>({
      name: 'upstream_request_duration_seconds',
      help: 'Time until the api answered a call (its headers), by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
  };
}
