import { formatMoney, moneyAmount } from '@bourses/common/money';
import type { Resolvers } from '../__generated__/resolvers-types.ts';

/** Every `Money` field, whatever carries it: the api's centimes, and the caller's way of writing them. */
export const moneyResolvers: Resolvers = {
  Money: {
    amount: (money) => moneyAmount(money),
    formatted: (money, { language }, context) => formatMoney(money, language ?? context.language),
  },
};
