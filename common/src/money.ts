import { NUMBER_LOCALES, onePerLanguage, type Language } from './languages.ts';

// Money as the platform keeps it (docs/product-rules.md, "Money"): a whole number of centimes and a
// currency, never a floating amount, so that sums and comparisons are exact. Morocco's dirham is the
// one currency today; the type names it so that a second one is a new value, not a new shape.

export const CURRENCIES = ['MAD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'MAD';

export interface Money {
  /** Hundredths of the currency's unit: 1 250,00 MAD is 125000. */
  centimes: number;
  currency: Currency;
}

/** The largest amount a fee may be: 1,000,000 MAD, far above any fee and far below float precision. */
export const MONEY_MAX_CENTIMES = 100_000_000;

// fr "1 250,00 MAD", ar "1.250,00 د.م.", en "MAD 1,250.00".
const formatters = onePerLanguage(
  (language) =>
    new Map(
      CURRENCIES.map((currency) => [
        currency,
        new Intl.NumberFormat(NUMBER_LOCALES[language], { style: 'currency', currency, minimumFractionDigits: 2 }),
      ]),
    ),
);

/** An amount as a reader of `language` writes it, with its currency. */
export function formatMoney(money: Money, language: Language): string {
  const formatter = formatters(language).get(money.currency);
  if (!formatter) throw new Error(`No formatter for ${money.currency}`);
  return formatter.format(money.centimes / 100);
}

/** The amount in the currency's unit (1250.5), as GraphQL and spreadsheets read it. */
export const moneyAmount = (money: Money): number => money.centimes / 100;

/**
 * The money an amount typed in the currency's unit stands for (1250.5 MAD → 125050 centimes), or
 * null when it is not one: negative, more than two decimals, not finite, or over the maximum.
 */
export function moneyFromAmount(amount: number, currency: Currency = DEFAULT_CURRENCY): Money | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const centimes = Math.round(amount * 100);
  // 0.1 + 0.2 style noise is tolerated; a third decimal is not.
  if (Math.abs(centimes - amount * 100) > 1e-6 * Math.max(1, amount)) return null;
  if (centimes > MONEY_MAX_CENTIMES) return null;
  return { centimes, currency };
}
