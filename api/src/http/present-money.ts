import { DEFAULT_CURRENCY, type Money } from '@bourses/common/money';

/** A stored amount of centimes (the platform's one currency) as answers carry it; null stays null. */
export const presentMoney = (centimes: number | null): Money | null =>
  centimes === null ? null : { centimes, currency: DEFAULT_CURRENCY };
