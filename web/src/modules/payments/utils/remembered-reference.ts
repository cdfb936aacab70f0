// The registration form's payment reference, kept on this browser until the registration is sent:
// the student may pay first and register days later, and must find the reference they wrote in the
// transfer's label (docs/payments.md, References).
const REMEMBERED_REFERENCE_KEY = 'bourses.registrationReference';

export interface ReferenceReservation {
  reference: string;
  token: string;
}

const isReservation = (value: unknown): value is ReferenceReservation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ReferenceReservation).reference === 'string' &&
  typeof (value as ReferenceReservation).token === 'string';

/** The reservation kept on this browser, or null (none, unreadable, or storage unavailable). */
export function rememberedReference(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ReferenceReservation | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(REMEMBERED_REFERENCE_KEY) ?? 'null');
    return isReservation(parsed) ? { reference: parsed.reference, token: parsed.token } : null;
  } catch {
    return null;
  }
}

export function rememberReference(
  reservation: ReferenceReservation,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(REMEMBERED_REFERENCE_KEY, JSON.stringify(reservation));
  } catch {
    // Nothing to keep it in: this page still shows it, a reload reserves another.
  }
}

/** Once registered, the reference is the account's payment's: the next registration on this browser gets its own. */
export function forgetReference(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(REMEMBERED_REFERENCE_KEY);
  } catch {
    // Nothing was kept.
  }
}
