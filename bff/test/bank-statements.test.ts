import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { csvStatement, garbageBytes } from '@bourses/api/test/payments/statements/statement-files';
import { STATEMENT_MAX_BYTES } from '@bourses/common/limits';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// Issue 29's bank statement import through GraphQL, over the api's /api/payments/statements
// (docs/payments.md, "Bank statement import").

const LINE = /* GraphQL */ `
  fragment LineFields on StatementLine {
    line date label references outcome
    amount { amount }
    payment { id reference status verifiedFrom }
  }
`;
const STATEMENT = /* GraphQL */ `
  fragment StatementFields on BankStatementImport {
    id bank fileName importedBy { id }
    lineCount matchedCount alreadyVerifiedCount mismatchCount unmatchedCount alreadyImportedCount
    matched { ...LineFields }
    alreadyVerified { ...LineFields }
    mismatches { ...LineFields }
    unmatched { ...LineFields }
    problems { line message value }
  }
  ${LINE}
`;
const IMPORT = /* GraphQL */ `
  mutation Import($file: Upload!, $bank: String!, $mapping: StatementMappingInput) {
    importBankStatement(file: $file, bank: $bank, mapping: $mapping) { headersToMap statement { ...StatementFields } }
  }
  ${STATEMENT}
`;
const STATEMENTS = /* GraphQL */ `
  query Statements { bankStatements(limit: 100) { items { id matchedCount problems { line } } pagination { total } } }
`;
const ONE_STATEMENT = /* GraphQL */ `
  query Statement($id: ID!) { bankStatement(id: $id) { ...StatementFields } }
  ${STATEMENT}
`;
const VERIFIED_FROM = /* GraphQL */ `
  query VerifiedFrom($id: ID!) { payment(id: $id) { verifiedFrom } }
`;

interface Line {
  line: number;
  label: string;
  outcome: string;
  amount: { amount: number };
  payment: { id: string; reference: string; status: string; verifiedFrom: string | null } | null;
}
interface Statement {
  id: string;
  lineCount: number;
  matchedCount: number;
  alreadyVerifiedCount: number;
  mismatchCount: number;
  unmatchedCount: number;
  alreadyImportedCount: number;
  matched: Line[];
  alreadyVerified: Line[];
  mismatches: Line[];
  unmatched: Line[];
  problems: { line: number; message: string; value: string }[];
}
interface Imported {
  importBankStatement: { headersToMap: string[] | null; statement: Statement | null };
}

let platform: TestPlatform;
let agent: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api);
}, 120_000);
afterAll(() => platform.close());

/** A student who applied to a scholarship with this fee: their payment, waiting to be verified. */
async function owedPayment(feeCentimes: number) {
  const student = await createUser(platform.api);
  const { id: scholarshipId } = await createScholarship(platform.api, { applicationFeeCentimes: feeCentimes });
  const applicationId: number = (await apply(platform.api, student, scholarshipId).expect(201)).body.data.id;
  const payment = await platform.api.context.db
    .selectFrom('payments')
    .select(['id', 'reference'])
    .where('applicationId', '=', applicationId)
    .executeTakeFirstOrThrow();
  return { id: String(payment.id), reference: payment.reference, student };
}

/** A French bank's export: a title, an empty line, then the headers on line 3 (so data starts on line 4). */
const frenchCsv = (rows: string[][]) =>
  csvStatement(
    [['Relevé de compte', 'Attijariwafa bank'], [], ['Date opération', 'Libellé', 'Débit', 'Crédit', 'Solde'], ...rows],
    { separator: ';', encoding: 'win1252' },
  );

function importStatement(
  content: Buffer,
  { bank = 'Attijariwafa bank', mapping, token = agent.token, language = 'fr' }: { bank?: string; mapping?: Record<string, string>; token?: string; language?: string } = {},
) {
  return platform.bff.upload<Imported>(IMPORT, { file: null, bank, mapping }, [{ path: 'variables.file', name: 'releve.csv', content, type: 'text/csv' }], {
    token,
    language,
  });
}

describe('bank statement import through GraphQL', () => {
  it('imports a French CSV: the summary with its counts and lists, the matched payment verified from its line', async () => {
    const [paid, mismatched, twice] = [await owedPayment(125_000), await owedPayment(30_000), await owedPayment(20_000)];
    const file = frenchCsv([
      ['02/01/2025', `VIR RECU M CHRAIBI REF:${paid.reference} BOURSE`, '', '1 250,00', ''],
      ['03/01/2025', `VERSEMENT ${mismatched.reference}`, '', '250,00', ''],
      ['04/01/2025', `VIR ${twice.reference} FRAIS`, '', '200,00', ''],
      ['05/01/2025', `VIR ${twice.reference} FRAIS ENCORE`, '', '200,00', ''],
      ['06/01/2025', 'VERSEMENT SANS REFERENCE GQL', '', '300,00', ''],
      ['07/01/2025', 'FRAIS TENUE DE COMPTE', '25,00', '', ''],
      ['08/01/2025', 'VIR SANS MONTANT LISIBLE', '', 'douze', ''],
    ]);

    const answer = await importStatement(file);

    expect(answer.errors).toBeUndefined();
    const statement = answer.data?.importBankStatement.statement;
    expect(answer.data?.importBankStatement.headersToMap).toBeNull();
    expect(statement).toMatchObject({
      lineCount: 5,
      matchedCount: 2,
      alreadyVerifiedCount: 1,
      mismatchCount: 1,
      unmatchedCount: 1,
      alreadyImportedCount: 0,
    });
    const verifiedFrom = `relevé n° ${statement?.id}, ligne 4`;
    expect(statement?.matched.map(({ line, outcome, amount, payment }) => ({ line, outcome, amount, payment }))).toEqual([
      { line: 4, outcome: 'MATCHED', amount: { amount: 1250 }, payment: { id: paid.id, reference: paid.reference, status: 'VERIFIED', verifiedFrom } },
      {
        line: 6,
        outcome: 'MATCHED',
        amount: { amount: 200 },
        payment: { id: twice.id, reference: twice.reference, status: 'VERIFIED', verifiedFrom: `relevé n° ${statement?.id}, ligne 6` },
      },
    ]);
    expect(statement?.alreadyVerified).toMatchObject([{ line: 7, outcome: 'ALREADY_VERIFIED', payment: { id: twice.id } }]);
    expect(statement?.mismatches).toMatchObject([
      { line: 5, outcome: 'MISMATCH', amount: { amount: 250 }, payment: { id: mismatched.id, status: 'RECEIPT_SUBMITTED', verifiedFrom: null } },
    ]);
    expect(statement?.unmatched).toMatchObject([{ line: 8, label: 'VERSEMENT SANS REFERENCE GQL', outcome: 'UNMATCHED', payment: null }]);
    expect(statement?.problems).toEqual([{ line: 10, message: 'Ligne 10 : montant illisible « douze ».', value: 'douze' }]);

    const inArabic = await platform.bff.graphql<{ payment: { verifiedFrom: string } }>(VERIFIED_FROM, { id: paid.id }, { token: agent.token, language: 'ar' });
    const inEnglish = await platform.bff.graphql<{ payment: { verifiedFrom: string } }>(VERIFIED_FROM, { id: paid.id }, { token: agent.token, language: 'en' });
    expect(inArabic.data?.payment.verifiedFrom).toBe(`كشف الحساب رقم ${statement?.id}، السطر 4`);
    expect(inEnglish.data?.payment.verifiedFrom).toBe(`statement no. ${statement?.id}, line 4`);
  });

  it('asks for the columns of a file it does not know, then imports it with the mapping', async () => {
    const paid = await owedPayment(45_000);
    const headers = ['Jour', 'Opération effectuée', 'Somme reçue (MAD)', 'N° pièce'];
    const file = csvStatement([headers, ['02/02/2025', `VIR ${paid.reference}`, '450,00', 'P-7']], { separator: ';', encoding: 'utf8' });

    const asked = await importStatement(file, { bank: 'Banque inconnue GQL' });
    const mapped = await importStatement(file, {
      bank: 'Banque inconnue GQL',
      mapping: { date: 'Jour', label: 'Opération effectuée', amount: 'Somme reçue (MAD)' },
    });

    expect(asked.data?.importBankStatement).toEqual({ headersToMap: headers, statement: null });
    expect(mapped.errors).toBeUndefined();
    expect(mapped.data?.importBankStatement.statement).toMatchObject({
      matchedCount: 1,
      matched: [{ line: 2, payment: { id: paid.id, status: 'VERIFIED' } }],
    });
  });

  it('changes nothing when the same file is imported again, and lists the statements with their lists', async () => {
    const paid = await owedPayment(60_000);
    const file = frenchCsv([['03/03/2025', `VIR ${paid.reference} AGAIN`, '', '600,00', '']]);
    const first = (await importStatement(file)).data?.importBankStatement.statement;

    const again = (await importStatement(file)).data?.importBankStatement.statement;
    const list = await platform.bff.graphql<{ bankStatements: { items: { id: string; matchedCount: number; problems: unknown[] }[] } }>(
      STATEMENTS,
      {},
      { token: agent.token },
    );
    const read = await platform.bff.graphql<{ bankStatement: Statement }>(ONE_STATEMENT, { id: first?.id }, { token: agent.token });
    const missing = await platform.bff.graphql<{ bankStatement: Statement | null }>(ONE_STATEMENT, { id: '999999' }, { token: agent.token });

    expect(list.errors).toBeUndefined();
    expect(again).toMatchObject({ lineCount: 1, matchedCount: 0, alreadyImportedCount: 1, matched: [], unmatched: [] });
    expect(list.data?.bankStatements.items.slice(0, 2)).toEqual([
      { id: again?.id, matchedCount: 0, problems: [] },
      { id: first?.id, matchedCount: 1, problems: [] },
    ]);
    expect(read.data?.bankStatement).toEqual(first);
    expect(missing.data).toEqual({ bankStatement: null });
  });

  it('refuses a bad file with its message in French and Arabic, and a statement past 20 MB', async () => {
    const french = await importStatement(garbageBytes(4096));
    const arabic = await importStatement(garbageBytes(4096), { language: 'ar' });
    const tooLarge = await importStatement(Buffer.alloc(STATEMENT_MAX_BYTES + 1, 'a'));

    expect(french.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Relevé illisible : envoyez l’export CSV ou XLSX/),
      extensions: { code: 'BAD_USER_INPUT', upstreamCode: 'STATEMENT_UNREADABLE' },
    });
    expect(arabic.errors?.[0]?.message).toMatch(/^كشف حساب غير مقروء/);
    expect(tooLarge.errors?.[0]).toMatchObject({
      message: 'Relevé trop volumineux (Max : 20 Mo).',
      extensions: { code: 'BAD_USER_INPUT', upstreamCode: 'STATEMENT_TOO_LARGE' },
    });
  });

  it('refuses a student, who neither imports nor reads statements', async () => {
    const student = await createUser(platform.api);

    const imported = await importStatement(frenchCsv([['04/04/2025', 'VIR ELEVE', '', '10,00', '']]), { token: student.token });
    const listed = await platform.bff.graphql(STATEMENTS, {}, { token: student.token });

    expect(imported.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(listed.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
