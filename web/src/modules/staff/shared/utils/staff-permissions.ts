import type { Role } from '@bourses/common/statuses';

export interface StaffPermissions {
  /** Create users and agents, edit them, delete them (docs/product-rules.md: ADMIN only). */
  manageUsers: boolean;
  /** Delete a scholarship together with its applications (the api allows it to ADMIN only). */
  forceDeleteScholarships: boolean;
  /** Read the audit log of staff actions (ADMIN only: agents are among those it watches). */
  readAuditLog: boolean;
  /** Set the fee, the RIB and how to pay, and upload the contract templates (ADMIN only: where the money goes). */
  managePaymentSettings: boolean;
}

/** What the console shows a role; the server refuses the rest anyway. */
export function staffPermissions(role: Role | null): StaffPermissions {
  const admin = role === 'ADMIN';
  return { manageUsers: admin, forceDeleteScholarships: admin, readAuditLog: admin, managePaymentSettings: admin };
}
