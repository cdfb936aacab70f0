import { describe, expect, it } from 'vitest';
import { readAssignment, writeAssignment } from '@/modules/staff/casework/utils/assignment-query';

describe('the assignment filter in the address', () => {
  it('reads back what it writes, and ignores anything else', () => {
    for (const assignment of ['ME', 'UNASSIGNED'] as const) {
      const params = new URLSearchParams();
      writeAssignment(params, assignment);
      expect(readAssignment(params)).toBe(assignment);
    }
    expect(readAssignment(new URLSearchParams('assigned=someone'))).toBeNull();
  });
});
