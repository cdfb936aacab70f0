import { describe, expect, it } from 'vitest';
import { countAxis } from '@/modules/staff/dashboard/utils/count-axis';

describe('countAxis', () => {
  it('puts the top gridline at or above the highest count, in whole steps', () => {
    expect(countAxis(5)).toEqual({ top: 6, ticks: [0, 2, 4, 6] });
    expect(countAxis(7)).toEqual({ top: 10, ticks: [0, 5, 10] });
    expect(countAxis(100)).toEqual({ top: 100, ticks: [0, 50, 100] });
  });

  it('draws one step for an empty month or a single application', () => {
    expect(countAxis(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(countAxis(1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(countAxis(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
  });
});
