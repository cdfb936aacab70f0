import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SecondFactorKind } from '@/modules/account-security/__generated__/graphql';

export const FACTOR_KIND_LABELS: Record<SecondFactorKind, MessageDescriptor> = {
  TOTP: msg`Authenticator app`,
  PASSKEY: msg`Passkey`,
};
