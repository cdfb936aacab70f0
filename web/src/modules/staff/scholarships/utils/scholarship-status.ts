import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GRAPHQL_ENUM_VALUES } from '@bourses/common/graphql-enums';
import { statusChangesFrom, type ScholarshipStatusChange as StatusChangeName } from '@bourses/common/scholarship-life';
import type { ScholarshipStatus, ScholarshipStatusChange } from '@/modules/staff/__generated__/graphql';

export const SCHOLARSHIP_STATUS_LABELS: Record<ScholarshipStatus, MessageDescriptor> = {
  DRAFT: msg({ message: 'Draft', context: 'scholarship status' }),
  PUBLISHED: msg({ message: 'Published', context: 'scholarship status' }),
  ARCHIVED: msg({ message: 'Archived', context: 'scholarship status' }),
};

export const SCHOLARSHIP_STATUS_CHANGE_LABELS: Record<ScholarshipStatusChange, MessageDescriptor> = {
  PUBLISH: msg`Publish`,
  UNPUBLISH: msg`Unpublish`,
  ARCHIVE: msg`Archive`,
  RESTORE: msg`Restore`,
};

const CHANGE_NAMES: Record<StatusChangeName, ScholarshipStatusChange> = {
  publish: 'PUBLISH',
  unpublish: 'UNPUBLISH',
  archive: 'ARCHIVE',
  restore: 'RESTORE',
};

/** The actions a scholarship of this status offers: the api's rule (common/src/scholarship-life.ts). */
export const statusChangesOf = (status: ScholarshipStatus): ScholarshipStatusChange[] =>
  statusChangesFrom(GRAPHQL_ENUM_VALUES.ScholarshipStatus[status]).map((change) => CHANGE_NAMES[change]);
