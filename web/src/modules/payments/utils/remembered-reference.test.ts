import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/modules/auth/utils/memory-storage';
import { forgetReference, rememberedReference, rememberReference } from '@/modules/payments/utils/remembered-reference';

describe('the registration form’s remembered reference', () => {
  it('is found again after a reload, and forgotten once the registration is sent', () => {
    const storage = new MemoryStorage();
    rememberReference({ reference: 'B4K7M2QX', token: 'secret' }, storage);

    expect(rememberedReference(storage)).toEqual({ reference: 'B4K7M2QX', token: 'secret' });
    forgetReference(storage);
    expect(rememberedReference(storage)).toBeNull();
  });

  it('reads nothing from a value it did not write, or where storage refuses', () => {
    const storage = new MemoryStorage();
    storage.setItem('bourses.registrationReference', '{"reference":42}');
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };

    expect(rememberedReference(storage)).toBeNull();
    storage.setItem('bourses.registrationReference', 'not json');
    expect(rememberedReference(storage)).toBeNull();
    expect(rememberedReference(refusing)).toBeNull();
  });
});
