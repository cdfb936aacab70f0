import { describe, expect, it } from 'vitest';
import { withoutRepeatedReason } from '@/modules/applications/utils/history-shown';

const sent = { status: 'PENDING', feedback: null };
const rejected = (feedback: string) => ({ status: 'REJECTED', feedback });

describe('the history under the next step', () => {
  it('leaves out the reason of the latest rejection, written above', () => {
    expect(withoutRepeatedReason([sent, rejected('Receipt unreadable')], 'Receipt unreadable')).toEqual([
      sent,
      { status: 'REJECTED', feedback: null },
    ]);
  });

  it('keeps the reasons of earlier rejections', () => {
    const entries = [sent, rejected('Blurred'), sent];
    expect(withoutRepeatedReason(entries, 'Blurred')).toEqual(entries);
  });

  it('keeps everything when no reason is shown above', () => {
    const entries = [sent, rejected('Blurred')];
    expect(withoutRepeatedReason(entries, null)).toEqual(entries);
  });
});
