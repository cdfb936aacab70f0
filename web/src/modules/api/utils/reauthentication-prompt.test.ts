import { describe, expect, it } from 'vitest';
import { createReauthenticationPrompt } from '@/modules/api/utils/reauthentication-prompt';

describe('the re-authentication prompt', () => {
  it('answers cancelled at once when no host is there to ask', async () => {
    const prompt = createReauthenticationPrompt();

    await expect(prompt.ask()).resolves.toBe('cancelled');
    expect(prompt.current()).toBeNull();
  });

  it('puts calls refused together to the user as one question, and gives each the answer', async () => {
    const prompt = createReauthenticationPrompt();
    let shown = 0;
    prompt.subscribe(() => (shown += 1));

    const first = prompt.ask();
    const second = prompt.ask();
    const question = prompt.current();
    question?.answer('confirmed');

    await expect(Promise.all([first, second])).resolves.toEqual(['confirmed', 'confirmed']);
    expect(shown).toBe(2); // opened, then closed
    expect(prompt.current()).toBeNull();
  });

  it('asks afresh after an answer, and ignores a second answer to a closed question', async () => {
    const prompt = createReauthenticationPrompt();
    prompt.subscribe(() => undefined);
    const first = prompt.ask();
    const closed = prompt.current();
    closed?.answer('cancelled');
    await first;

    const next = prompt.ask();
    closed?.answer('confirmed');
    expect(prompt.current()).not.toBeNull();
    prompt.current()?.answer('confirmed');

    await expect(first).resolves.toBe('cancelled');
    await expect(next).resolves.toBe('confirmed');
  });

  it('cancels the open question when its host goes away', async () => {
    const prompt = createReauthenticationPrompt();
    const leave = prompt.subscribe(() => undefined);
    const asked = prompt.ask();

    leave();

    await expect(asked).resolves.toBe('cancelled');
  });
});
