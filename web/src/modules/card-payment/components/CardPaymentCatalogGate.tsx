import type { ReactNode } from 'react';
import { CARD_PAYMENT_CATALOG } from '@/modules/card-payment/i18n/card-payment-catalog';
import { useLazyCatalog } from '@/modules/i18n/hooks/useLazyCatalog';
import { Spinner } from '@/modules/ui/components/Spinner';

export interface CardPaymentCatalogGateProps {
  children: ReactNode;
  /** What shows while the catalogue loads: a spinner unless a page's corner needs nothing. */
  fallback?: ReactNode;
}

/** Renders the card payment's screens once their catalogue is loaded. */
export function CardPaymentCatalogGate({ children, fallback = <Spinner /> }: CardPaymentCatalogGateProps) {
  return useLazyCatalog(CARD_PAYMENT_CATALOG) ? children : fallback;
}
