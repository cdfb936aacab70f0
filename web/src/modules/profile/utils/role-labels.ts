import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@bourses/common/statuses';

/** A role's name, on the student's profile and across the staff console (the students' catalogue holds it). */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  CLIENT: msg`Student`,
  AGENT: msg`Agent`,
  ADMIN: msg`Administrator`,
};
