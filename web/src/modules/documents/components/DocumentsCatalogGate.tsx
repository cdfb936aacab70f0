import type { ReactNode } from 'react';
import { DOCUMENTS_CATALOG } from '@/modules/documents/i18n/documents-catalog';
import { useLazyCatalog } from '@/modules/i18n/hooks/useLazyCatalog';
import { Spinner } from '@/modules/ui/components/Spinner';

export interface DocumentsCatalogGateProps {
  children: ReactNode;
  /** What shows while the catalogue loads: a spinner unless a page's corner needs nothing. */
  fallback?: ReactNode;
}

/** Renders the documents' screens once their catalogue is loaded. */
export function DocumentsCatalogGate({ children, fallback = <Spinner /> }: DocumentsCatalogGateProps) {
  return useLazyCatalog(DOCUMENTS_CATALOG) ? children : fallback;
}
