import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export type HttpLabel = 'method' | 'route' | 'status';
export type OperationLabel = 'operation' | 'outcome';
export type UpstreamLabel = 'method' | 'route' | 'status';

/** The bff's metrics, served at GET /metrics (docs/architecture.md). One registry per bff. */
export interface BffMetrics {
  registry: Registry;
  /** Every HTTP answer by method, route pattern (never the raw path) and status. */
  httpRequestDuration: Histogram<HttpLabel>;
  /** Every GraphQL operation by name (the web client's, else `other`) and outcome. */
  graphqlOperationDuration: Histogram<OperationLabel>;
  /** Every call to the api by method, route template and status (`unreachable` without an answer). */
  upstreamRequestDuration: Histogram<UpstreamLabel>;
}

export function createBffMetrics(): BffMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
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
