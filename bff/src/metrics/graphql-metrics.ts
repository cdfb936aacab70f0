import type { ApolloServerPlugin } from '@apollo/server';
import type { Histogram } from 'prom-client';
import { WEB_OPERATION_NAMES } from '../__generated__/web-operation-names.ts';
import type { OperationLabel } from './metrics.ts';

/** Anonymous operations, and names the web client does not use: a caller cannot add label values. */
export const OTHER_OPERATION = 'other';

export function operationLabel(name: string | null | undefined): string {
  return name && WEB_OPERATION_NAMES.has(name) ? name : OTHER_OPERATION;
}

/** Times each GraphQL request from its start to its answer, by operation and outcome. */
export function graphqlMetricsPlugin(histogram: Histogram<OperationLabel>): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const end = histogram.startTimer();
      return {
        async willSendResponse({ operationName, errors }) {
          end({ operation: operationLabel(operationName), outcome: errors?.length ? 'error' : 'success' });
        },
      };
    },
  };
}
