import { describe, expect, it } from 'vitest';
import { staffPermissions } from '@/modules/staff/shared/utils/staff-permissions';

describe('what the console shows each role', () => {
  it('lets an ADMIN manage users, delete scholarships with their applications and read the audit log', () => {
    expect(staffPermissions('ADMIN')).toEqual({ manageUsers: true, forceDeleteScholarships: true, readAuditLog: true, managePaymentSettings: true });
  });

  it('hides user management, forced deletion and the audit log from an AGENT', () => {
    expect(staffPermissions('AGENT')).toEqual({ manageUsers: false, forceDeleteScholarships: false, readAuditLog: false, managePaymentSettings: false });
  });
});
