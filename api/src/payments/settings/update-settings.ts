import { recordAudit, type Caller } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import type { PaymentSettingsInput } from './settings-input.ts';

/**
 * Sets registration's fee, the payee, the bank, the RIB and the instructions of the languages sent,
 * in one transaction with its audit entry, which names each value changed as `[before, after]`.
 * Registering reads the fee from the same row (payments/open-payment.ts): the next registration owes it.
 */
export async function updatePaymentSettings(
  { db, clock }: AppContext,
  by: Caller,
  input: PaymentSettingsInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    const before = await trx.selectFrom('paymentSettings').selectAll().forUpdate().executeTakeFirstOrThrow();
    const written = await trx.selectFrom('paymentInstructions').select(['language', 'otherWays']).forUpdate().execute();
    const changes: Record<string, [unknown, unknown]> = {};
    const compare = (field: string, old: unknown, next: unknown) => {
      if (old !== next) changes[field] = [old, next];
    };
    compare('registrationFeeCentimes', before.registrationFeeCentimes, input.registrationFee.centimes);
    compare('payee', before.payee, input.payee);
    compare('bankName', before.bankName, input.bankName);
    compare('rib', before.rib, input.rib);

    await trx
      .updateTable('paymentSettings')
      .set({
        registrationFeeCentimes: input.registrationFee.centimes,
        payee: input.payee,
        bankName: input.bankName,
        rib: input.rib,
        updatedAt: now,
      })
      .execute();
    for (const { language, otherWays } of input.instructions) {
      const old = written.find((row) => row.language === language)?.otherWays ?? '';
      if (old === otherWays) continue;
      compare(`${language}.otherWays`, old, otherWays);
      await trx
        .updateTable('paymentInstructions')
        .set({ otherWays, updatedAt: now })
        .where('language', '=', language)
        .execute();
    }
    if (Object.keys(changes).length === 0) return;
    await recordAudit(trx, by, { action: 'payment.settings', targetType: 'payment', targetId: null, changes });
  });
}
