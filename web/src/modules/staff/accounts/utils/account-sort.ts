import type { AccountSortKey } from '@/modules/staff/accounts/utils/account-list-query';

export interface SortableAccount {
  fullName: string;
  email: string;
  role: string;
  approvalStatus: string;
  createdAt?: string | null;
}

/** The value a column sorts by. */
export function accountSortValue(user: SortableAccount, key: AccountSortKey | string): string {
  switch (key) {
    case 'name':
      return user.fullName || user.email;
    case 'email':
      return user.email;
    case 'role':
      return user.role;
    case 'approvalStatus':
      return user.approvalStatus;
    default:
      return user.createdAt ?? '';
  }
}
