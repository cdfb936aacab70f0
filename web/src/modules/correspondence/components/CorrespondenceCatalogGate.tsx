import type { ReactNode } from 'react';
import { CORRESPONDENCE_CATALOG } from '@/modules/correspondence/i18n/correspondence-catalog';
import { useLazyCatalog } from '@/modules/i18n/hooks/useLazyCatalog';
import { Spinner } from '@/modules/ui/components/Spinner';

export interface CorrespondenceCatalogGateProps {
  children: ReactNode;
}

/** Renders the conversations and correction forms once their catalogue is loaded (a spinner until then). */
export function CorrespondenceCatalogGate({ children }: CorrespondenceCatalogGateProps) {
  return useLazyCatalog(CORRESPONDENCE_CATALOG) ? children : <Spinner />;
}
