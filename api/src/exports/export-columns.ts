import type { Language } from '@bourses/common/languages';
import { moneyAmount } from '@bourses/common/money';
import { presentMoney } from '../http/present-money.ts';
import type { Cell } from './table-writer.ts';

/**
 * One column of a staff export: its header in each language and its cell for a row, in the reader's
 * language where the cell is a word (a status). The header row and every line come from the same
 * list, so a column cannot lose its header nor shift the others (docs/adding-a-feature.md).
 */
export interface ExportColumn<Row> {
  label: Record<Language, string>;
  cell(row: Row, language: Language): Cell;
}

/** An amount of money as a number in the currency's unit, which spreadsheets can sum; empty when none. */
export function moneyColumn<Row>(label: Record<Language, string>, centimesOf: (row: Row) => number | null): ExportColumn<Row> {
  return {
    label,
    cell: (row) => {
      const money = presentMoney(centimesOf(row));
      return money === null ? null : moneyAmount(money);
    },
  };
}
