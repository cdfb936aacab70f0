import type { I18n } from '@lingui/core';
import type { CorrectionItemKind } from '@/modules/correspondence/__generated__/graphql';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';

/** What an item asks for, in the reader's words: the registration's names for its documents, else staff's label. */
export function correctionItemLabel(i18n: I18n, item: { kind: CorrectionItemKind; label?: string | null }): string {
  switch (item.kind) {
    case 'PAYMENT_RECEIPT':
      return i18n._(SHARED_MESSAGES.paymentReceipt);
    case 'SERVICE_CONTRACT':
      return i18n._(SHARED_MESSAGES.serviceContract);
    case 'OTHER_DOCUMENT':
      return item.label ?? '';
  }
}
