import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffPermissions } from '@/modules/staff/shared/utils/staff-permissions';

/** One tab of the console's "Payments" group (/admin/payments/…). */
export interface PaymentSection {
  key: string;
  /** Where the tab goes, with its query when it is a list's filter. */
  to: string;
  label: MessageDescriptor;
  /** Whether the tab is the page at this path and query. */
  isActive: (pathname: string, params: URLSearchParams) => boolean;
  /** Who sees the tab; everyone in the console when absent. */
  allowed?: (permissions: StaffPermissions) => boolean;
}

const LIST_PATH = '/admin/payments';
const onList = (pathname: string) => pathname.replace(/\/$/, '') === LIST_PATH;

/**
 * The pages of the "Payments" group, in the tabs' order. A new payments page adds its entry here and
 * its route under `payments/` in StaffConsole.tsx.
 */
export const PAYMENT_SECTIONS: readonly PaymentSection[] = [
  {
    key: 'all',
    to: LIST_PATH,
    label: msg({ message: 'All payments', comment: 'Tab of the staff console’s payments' }),
    isActive: (pathname, params) => onList(pathname) && params.get('flagged') !== 'true',
  },
  {
    key: 'flagged',
    to: `${LIST_PATH}?flagged=true`,
    label: msg({ message: 'Flagged', comment: 'Tab of the staff console’s payments: those whose receipt another payment also sent' }),
    isActive: (pathname, params) => onList(pathname) && params.get('flagged') === 'true',
  },
  {
    key: 'statements',
    to: `${LIST_PATH}/statements`,
    label: msg({ message: 'Bank statements', comment: 'Tab of the staff console’s payments: import a bank statement, past imports' }),
    isActive: (pathname) => pathname.startsWith(`${LIST_PATH}/statements`),
  },
  {
    key: 'finance',
    to: `${LIST_PATH}/finance`,
    label: msg({ message: 'Finance', comment: 'Tab of the staff console’s payments: amounts due, received and outstanding' }),
    isActive: (pathname) => pathname.startsWith(`${LIST_PATH}/finance`),
  },
  {
    key: 'settings',
    to: `${LIST_PATH}/settings`,
    label: msg({ message: 'Settings', comment: 'Tab of the staff console’s payments: fee, RIB, how to pay' }),
    isActive: (pathname) => pathname.startsWith(`${LIST_PATH}/settings`),
    allowed: (permissions) => permissions.managePaymentSettings,
  },
];
