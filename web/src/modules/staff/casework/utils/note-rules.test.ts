import { describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH } from '@bourses/common/limits';
import { noteProblem } from '@/modules/staff/casework/utils/note-rules';

describe('noteProblem', () => {
  it('refuses a blank note and one past the limit, and accepts the rest, spaces around ignored', () => {
    expect(noteProblem('   ')).toBe('EMPTY');
    expect(noteProblem('x'.repeat(NOTE_MAX_LENGTH + 1))).toBe('TOO_LONG');
    expect(noteProblem(` ${'x'.repeat(NOTE_MAX_LENGTH)} `)).toBeNull();
  });
});
