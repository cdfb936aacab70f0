import type { PaymentFilter, PaymentKind, PaymentStatus } from '@/modules/staff/__generated__/graphql';
import { readOneOf, readPage } from '@/modules/ui/utils/url-values';

export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['AWAITING_RECEIPT', 'RECEIPT_SUBMITTED', 'VERIFIED', 'REFUSED'];
export const PAYMENT_KINDS: readonly PaymentKind[] = ['REGISTRATION', 'APPLICATION'];

/** The payments list as the address holds it; `flaggedOnly` is the flagged queue. */
export interface PaymentListQuery {
  status: PaymentStatus | null;
  kind: PaymentKind | null;
  scholarshipId: string;
  flaggedOnly: boolean;
  search: string;
  page: number;
}

export function readPaymentListQuery(params: URLSearchParams): PaymentListQuery {
  return {
    status: readOneOf(params, 'status', PAYMENT_STATUSES),
    kind: readOneOf(params, 'kind', PAYMENT_KINDS),
    scholarshipId: params.get('scholarship') ?? '',
    flaggedOnly: params.get('flagged') === 'true',
    search: params.get('search') ?? '',
    page: readPage(params),
  };
}

/** Writes only what differs from the defaults. */
export function writePaymentListQuery(query: PaymentListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.flaggedOnly) params.set('flagged', 'true');
  if (query.status) params.set('status', query.status);
  if (query.kind) params.set('kind', query.kind);
  if (query.scholarshipId) params.set('scholarship', query.scholarshipId);
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function toPaymentFilter(query: PaymentListQuery): PaymentFilter {
  return {
    status: query.status ?? undefined,
    kind: query.kind ?? undefined,
    scholarshipId: query.scholarshipId || undefined,
    flagged: query.flaggedOnly ? true : undefined,
    search: query.search.trim() || undefined,
  };
}
