// The bank named on the last import, offered again: an office imports the same bank's statements month after month.
const REMEMBERED_BANK_KEY = 'bourses.staff.statementBank';

/** The bank's name last used on this browser, or '' (storage may be unavailable: private mode, a policy). */
export function rememberedBank(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string {
  try {
    return storage?.getItem(REMEMBERED_BANK_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberBank(bank: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(REMEMBERED_BANK_KEY, bank.trim());
  } catch {
    // Nothing to remember it in: the field starts empty next time.
  }
}
