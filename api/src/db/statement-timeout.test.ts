import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { isStatementCancelled } from './statement-timeout.ts';

const withCode = (code: string) =>
  Object.assign(new Error('canceling statement due to statement timeout'), { code });

describe('isStatementCancelled', () => {
  it('recognises a statement the server cancelled (57014), which is not an outage', () => {
    expect(isStatementCancelled(withCode('57014'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57014'))).toBe(false);
  });

  it.each([withCode('57P01'), withCode('23505'), new Error('57014'), '57014', null])(
    'leaves %s alone',
    (error) => {
      expect(isStatementCancelled(error)).toBe(false);
    },
  );
});
