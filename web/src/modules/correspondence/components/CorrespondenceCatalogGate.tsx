import type { ReactNode } from 'react';
import { useCorrespondenceCatalog } from '@/modules/correspondence/i18n/useCorrespondenceCatalog';
import { Spinner } from '@/modules/ui/components/Spinner';

export interface CorrespondenceCatalogGateProps {
  children: ReactNode;
}

/** Renders the conversations and correction forms once their catalogue is loaded (a spinner until then). */
export function CorrespondenceCatalogGate({ children }: CorrespondenceCatalogGateProps) {
  return useCorrespondenceCatalog() ? children : <Spinner />;
}
