/** Any `Money` a query selected: the bff writes it in the reader's language (schema.graphql, Money). */
export interface MoneyAmountProps {
  money: { formatted: string };
}

/**
 * An amount with its currency, kept whole inside the sentence around it: isolated, so that an
 * Arabic amount ("1.250,00 د.م.") and a French one keep their own order in either direction.
 */
export function MoneyAmount({ money }: MoneyAmountProps) {
  return <bdi>{money.formatted}</bdi>;
}
