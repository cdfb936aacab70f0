import { describe, expect, it } from 'vitest';
import { bulkFormProblem, type BulkForm } from '@/modules/staff/applications/utils/bulk-form-rules';

const form = (overrides: Partial<BulkForm> = {}): BulkForm => ({
  action: 'APPROVE',
  target: 'selected',
  feedback: '',
  assigneeId: '',
  ...overrides,
});

describe('bulkFormProblem', () => {
  it('asks for a selection unless the action covers every matching application', () => {
    expect(bulkFormProblem(form(), 0)).toBe('NOTHING_SELECTED');
    expect(bulkFormProblem(form({ target: 'matching' }), 0)).toBeNull();
  });

  it('asks for the feedback of a rejection, not of an approval or an assignment', () => {
    expect(bulkFormProblem(form({ action: 'REJECT', feedback: '  ' }), 2)).toBe('FEEDBACK_REQUIRED');
    expect(bulkFormProblem(form({ action: 'REJECT', feedback: 'Reçu illisible' }), 2)).toBeNull();
    expect(bulkFormProblem(form({ action: 'ASSIGN' }), 2)).toBeNull();
  });
});
