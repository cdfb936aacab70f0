import type { CsvCell } from '@/modules/staff/shared/utils/csv';

export interface AccountCsvRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string | null;
  role: string;
  isVerified: boolean;
  approvalStatus: string;
  approvalDate?: string | null;
  createdAt?: string | null;
}

/** Column names stay in English: the file feeds other tools, whatever the reader's language. */
export const ACCOUNT_CSV_HEADERS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'role',
  'isVerified',
  'approvalStatus',
  'approvalDate',
  'createdAt',
] as const;

export function accountCsvCells(user: AccountCsvRow): CsvCell[] {
  return [
    user.id,
    user.firstName,
    user.lastName,
    user.email,
    user.phoneNumber,
    user.role,
    user.isVerified,
    user.approvalStatus,
    user.approvalDate,
    user.createdAt,
  ];
}
