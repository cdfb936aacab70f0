import { useLingui } from '@lingui/react/macro';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import type { CorrectionItemKind } from '@/modules/staff/__generated__/graphql';

export interface CorrectionItemNameProps {
  kind: CorrectionItemKind;
  /** OTHER_DOCUMENT: the name staff wrote. */
  label: string | null | undefined;
}

/** What one item of a correction request asks for: the receipt, the contract, or the document staff named. */
export function CorrectionItemName({ kind, label }: CorrectionItemNameProps) {
  const { t } = useLingui();
  if (kind === 'PAYMENT_RECEIPT') return <>{t(SHARED_MESSAGES.paymentReceipt)}</>;
  if (kind === 'SERVICE_CONTRACT') return <>{t(SHARED_MESSAGES.serviceContract)}</>;
  return <bdi dir="auto">{label ?? t`Another document`}</bdi>;
}
