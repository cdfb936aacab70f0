import { describe, expect, it } from 'vitest';
import { applyButtonState } from '@/modules/scholarships/utils/apply-button-state';

describe('the apply button', () => {
  it("says 'Apply Now' without an application, or after withdrawing one", () => {
    expect(applyButtonState(null, false)).toEqual({
      label: 'APPLY_NOW',
      disabled: false,
      tooltip: null,
      dialogMode: 'create',
    });
    expect(applyButtonState('WITHDRAWN', false).label).toBe('APPLY_NOW');
  });

  it("says 'Resubmit Payment' after a rejection", () => {
    expect(applyButtonState('REJECTED', false)).toMatchObject({ label: 'RESUBMIT_PAYMENT', dialogMode: 'resubmit' });
  });

  it("says 'Pending' with its tooltip, and still lets a new receipt be sent", () => {
    expect(applyButtonState('PENDING', false)).toEqual({
      label: 'PENDING',
      disabled: false,
      tooltip: 'APPLICATION_PENDING',
      dialogMode: 'resubmit',
    });
  });

  it("says 'Approved' with its tooltip and offers nothing to send", () => {
    expect(applyButtonState('APPROVED', false)).toMatchObject({
      label: 'APPROVED',
      tooltip: 'APPLICATION_APPROVED',
      dialogMode: 'approved',
    });
  });

  it('is disabled past the deadline, saying so', () => {
    expect(applyButtonState('PENDING', true)).toMatchObject({ disabled: true, tooltip: 'DEADLINE_PASSED' });
  });
});
