import { describe, expect, it } from 'vitest';
import { messagesInOrder } from '@/modules/correspondence/utils/messages-in-order';

const message = (id: string, sentAt: string) => ({ id, sentAt });

describe('the messages shown', () => {
  it('come oldest first, each once when it moved to an older page as new ones arrived', () => {
    const newest = [message('4', '2026-03-04T10:00:00.000Z'), message('3', '2026-03-03T10:00:00.000Z')];
    const older = [message('3', '2026-03-03T10:00:00.000Z'), message('2', '2026-03-02T10:00:00.000Z')];

    expect(messagesInOrder([older, newest]).map(({ id }) => id)).toEqual(['2', '3', '4']);
  });
});
