import type { Kysely } from 'kysely';
import type { DB } from '#api/db/schema.ts';
import type { StatementLineRow } from './statement-presenter.ts';

/** A page of imported statements, latest first, and how many there are. */
export async function listStatements(db: Kysely<DB>, { page, limit }: { page: number; limit: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('bankStatements')
      .selectAll()
      .orderBy('importedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('bankStatements')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export const statementById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('bankStatements').selectAll().where('id', '=', id).executeTakeFirst();

/** A statement's stored lines in line order, each with the reference of the payment it named. */
export function statementLines(db: Kysely<DB>, statementId: number): Promise<StatementLineRow[]> {
  return db
    .selectFrom('bankStatementLines as l')
    .leftJoin('payments as p', 'p.id', 'l.paymentId')
    .select([
      'l.lineNumber',
      'l.operationDate',
      'l.label',
      'l.amountCentimes',
      'l.paymentReferences',
      'l.outcome',
      'l.paymentId',
      'p.reference as paymentReference',
    ])
    .where('l.statementId', '=', statementId)
    .orderBy('l.lineNumber')
    .execute();
}
