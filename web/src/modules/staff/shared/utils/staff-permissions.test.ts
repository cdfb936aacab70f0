import { describe, expect, it } from 'vitest';
import { staffPermissions } from '@/modules/staff/shared/utils/staff-permissions';

describe('what the console shows each role', () => {
  it('lets an ADMIN manage users and delete scholarships with their applications', () => {
    expect(staffPermissions('ADMIN')).toEqual({ manageUsers: true, forceDeleteScholarships: true });
  });

  it('hides user management and forced deletion from an AGENT', () => {
    expect(staffPermissions('AGENT')).toEqual({ manageUsers: false, forceDeleteScholarships: false });
  });
});
