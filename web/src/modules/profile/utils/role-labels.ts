import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@bourses/common/statuses';

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  CLIENT: msg`Student`,
  AGENT: msg`Agent`,
  ADMIN: msg`Administrator`,
};
