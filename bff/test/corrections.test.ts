import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '@bourses/api/test/factories/applications';
import { pdfOfSize } from '@bourses/api/test/factories/files';
import { createAgent, createPendingStudent, type TestUser } from '@bourses/api/test/factories/users';
import { addDays, casablancaToday } from '@bourses/api/src/scholarships/deadline';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// A correction round through GraphQL against the real api (docs/product-rules.md, "Correction requests").

const REQUEST_FIELDS = `
  id status message dueDate overdue requestedAt submittedAt withdrawnAt
  requestedBy { id fullName }
  items { id kind label fileName fileUrl }
`;

const REQUEST_CORRECTION = `
  mutation RequestCorrection($input: RequestCorrectionInput!) {
    requestCorrection(input: $input) { ${REQUEST_FIELDS} application { id status } }
  }`;

const SUBMIT_CORRECTION = `
  mutation SubmitCorrection($requestId: ID!, $files: [CorrectionFileInput!]!) {
    submitCorrection(requestId: $requestId, files: $files) { id status submittedAt }
  }`;

const WITHDRAW_CORRECTION = `
  mutation WithdrawCorrection($requestId: ID!) {
    withdrawCorrectionRequest(requestId: $requestId) { id status withdrawnAt }
  }`;

const APPLICATION_CORRECTIONS = `
  query ApplicationCorrections($id: ID!) {
    application(id: $id) {
      id status corrected
      history { status correctionRequestId }
      correctionRequest { ${REQUEST_FIELDS} }
      correctionRequests { id status }
    }
  }`;

const USER_CORRECTIONS = `
  query UserCorrections($id: ID!) {
    user(id: $id) { id approvalStatus corrected correctionRequest { id status items { kind fileName } } correctionRequests { id } }
  }`;

const OVERDUE_ACCOUNTS = `
  query OverdueAccounts {
    users(filter: { overdueCorrections: true }, limit: 100) { items { id } }
  }`;

interface RequestAnswer {
  id: string;
  status: string;
  requestedBy: { id: string } | null;
  items: { id: string; kind: string; label: string | null; fileName: string | null; fileUrl: string | null }[];
}

let platform: TestPlatform;
let agent: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api);
});
afterAll(() => platform.close());

describe('a correction round through GraphQL', () => {
  it('asks, lets the student send each item, and puts the application back in the queue corrected', async () => {
    const { id: applicationId, student } = await createApplication(platform.api);

    const asked = await platform.bff.graphql<{ requestCorrection: RequestAnswer & { application: { status: string } } }>(
      REQUEST_CORRECTION,
      {
        input: {
          applicationId: String(applicationId),
          items: [{ kind: 'PAYMENT_RECEIPT' }, { kind: 'OTHER_DOCUMENT', label: 'Attestation de scolarité' }],
          message: 'Le reçu est illisible.',
        },
      },
      { token: agent.token },
    );
    expect(asked.errors).toBeUndefined();
    const request = asked.data?.requestCorrection;
    expect(request).toMatchObject({
      status: 'OPEN',
      overdue: false,
      requestedBy: { id: agent.user.id },
      application: { status: 'CORRECTION_REQUESTED' },
      items: [
        { kind: 'PAYMENT_RECEIPT', label: null, fileUrl: null },
        { kind: 'OTHER_DOCUMENT', label: 'Attestation de scolarité', fileUrl: null },
      ],
    });

    // The student reads what to send, signed by the platform team.
    const seen = await platform.bff.graphql<{ application: { correctionRequest: RequestAnswer } }>(
      APPLICATION_CORRECTIONS,
      { id: String(applicationId) },
      { token: student.token },
    );
    expect(seen.data?.application.correctionRequest).toMatchObject({ id: request?.id, status: 'OPEN', requestedBy: null });

    const certificate = pdfOfSize(1900);
    const items = request?.items ?? [];
    const sent = await platform.bff.upload<{ submitCorrection: { status: string } }>(
      SUBMIT_CORRECTION,
      { requestId: request?.id, files: items.map((item) => ({ itemId: item.id, file: null })) },
      [
        { path: 'variables.files.0.file', name: 'recu.pdf', content: pdfOfSize(1600), type: 'application/pdf' },
        { path: 'variables.files.1.file', name: 'attestation.pdf', content: certificate, type: 'application/pdf' },
      ],
      { token: student.token },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.submitCorrection.status).toBe('SUBMITTED');

    const after = await platform.bff.graphql<{
      application: {
        status: string;
        corrected: boolean;
        history: { status: string; correctionRequestId: string | null }[];
        correctionRequest: RequestAnswer;
        correctionRequests: { id: string }[];
      };
    }>(APPLICATION_CORRECTIONS, { id: String(applicationId) }, { token: agent.token });
    const application = after.data?.application;
    expect(application).toMatchObject({ status: 'PENDING', corrected: true, correctionRequests: [{ id: request?.id }] });
    expect(application?.history.map((entry) => [entry.status, entry.correctionRequestId])).toEqual([
      ['PENDING', null],
      ['CORRECTION_REQUESTED', request?.id],
      ['PENDING', request?.id],
    ]);
    const certificateItem = application?.correctionRequest.items[1];
    expect(certificateItem?.fileName).toBe('attestation.pdf');
    const download = await fetch(`${platform.bff.url}${certificateItem?.fileUrl ?? ''}`, {
      headers: { Authorization: `Bearer ${agent.token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), certificate)).toBe(0);

    // Sent again (another tab): the request is no longer open.
    const again = await platform.bff.upload(
      SUBMIT_CORRECTION,
      { requestId: request?.id, files: items.map((item) => ({ itemId: item.id, file: null })) },
      items.map((_item, index) => ({ path: `variables.files.${index}.file`, name: 'recu.pdf', content: pdfOfSize(1500), type: 'application/pdf' })),
      { token: student.token, language: 'en' },
    );
    expect(again.errors?.[0]).toMatchObject({
      message: 'This correction request is no longer open: it was already answered or was withdrawn.',
      extensions: { upstreamCode: 'CORRECTION_NOT_OPEN' },
    });
  });

  it('asks changes on an account, and withdraws the request: PENDING again', async () => {
    const student = await createPendingStudent(platform.api, { isVerified: true, verifiedAt: new Date() });

    const asked = await platform.bff.graphql<{ requestCorrection: RequestAnswer }>(
      REQUEST_CORRECTION,
      { input: { userId: student.user.id, items: [{ kind: 'SERVICE_CONTRACT' }], message: 'Signez la page 2.' } },
      { token: agent.token },
    );
    expect(asked.errors).toBeUndefined();
    const waiting = await platform.bff.graphql<{ user: { approvalStatus: string; correctionRequest: { id: string } } }>(
      USER_CORRECTIONS,
      { id: student.user.id },
      { token: agent.token },
    );
    expect(waiting.data?.user).toMatchObject({
      approvalStatus: 'CHANGES_REQUESTED',
      correctionRequest: { id: asked.data?.requestCorrection.id, status: 'OPEN' },
    });

    const withdrawn = await platform.bff.graphql<{ withdrawCorrectionRequest: { status: string } }>(
      WITHDRAW_CORRECTION,
      { requestId: asked.data?.requestCorrection.id },
      { token: agent.token },
    );
    expect(withdrawn.data?.withdrawCorrectionRequest.status).toBe('WITHDRAWN');
    const after = await platform.bff.graphql<{ user: { approvalStatus: string } }>(USER_CORRECTIONS, { id: student.user.id }, { token: agent.token });
    expect(after.data?.user.approvalStatus).toBe('PENDING');
  });

  it('marks an account corrected once its student sent what was asked, for staff and the owner', async () => {
    const student = await createPendingStudent(platform.api, { isVerified: true, verifiedAt: new Date() });
    const asked = await platform.bff.graphql<{ requestCorrection: RequestAnswer }>(
      REQUEST_CORRECTION,
      { input: { userId: student.user.id, items: [{ kind: 'SERVICE_CONTRACT' }], message: 'Signez la page 2.' } },
      { token: agent.token },
    );
    const request = asked.data?.requestCorrection;

    const sent = await platform.bff.upload<{ submitCorrection: { status: string } }>(
      SUBMIT_CORRECTION,
      { requestId: request?.id, files: [{ itemId: request?.items[0]?.id, file: null }] },
      [{ path: 'variables.files.0.file', name: 'contrat.pdf', content: pdfOfSize(1700), type: 'application/pdf' }],
      { token: student.token },
    );
    const byStaff = await platform.bff.graphql<{ user: { approvalStatus: string; corrected: boolean } }>(
      USER_CORRECTIONS,
      { id: student.user.id },
      { token: agent.token },
    );
    const byOwner = await platform.bff.graphql<{ user: { corrected: boolean } }>(USER_CORRECTIONS, { id: student.user.id }, { token: student.token });

    expect(sent.errors).toBeUndefined();
    expect(byStaff.data?.user).toMatchObject({ approvalStatus: 'PENDING', corrected: true });
    expect(byOwner.data?.user.corrected).toBe(true);
  });

  it('lists the accounts whose correction request is past its due date', async () => {
    const late = await createPendingStudent(platform.api, { isVerified: true, verifiedAt: new Date() });
    const onTime = await createPendingStudent(platform.api, { isVerified: true, verifiedAt: new Date() });
    const today = casablancaToday(platform.api.clock.now());
    // Asked earlier with a due day now over (the api takes only days to come).
    for (const [student, dueDate] of [[late, addDays(today, -1)], [onTime, addDays(today, 1)]] as const)
      await platform.api.context.db
        .insertInto('correctionRequests')
        .values({ applicationId: null, userId: student.user.id, message: 'Signez la page 2.', dueDate })
        .execute();

    const answer = await platform.bff.graphql<{ users: { items: { id: string }[] } }>(OVERDUE_ACCOUNTS, {}, { token: agent.token });

    expect(answer.errors).toBeUndefined();
    const ids = answer.data?.users.items.map((user) => user.id);
    expect(ids).toContain(late.user.id);
    expect(ids).not.toContain(onTime.user.id);
  });

  it('refuses a request naming both an application and an account', async () => {
    const { id, student } = await createApplication(platform.api);

    const answer = await platform.bff.graphql(
      REQUEST_CORRECTION,
      { input: { applicationId: String(id), userId: student.user.id, items: [{ kind: 'PAYMENT_RECEIPT' }], message: 'Merci.' } },
      { token: agent.token, language: 'en' },
    );

    expect(answer.errors?.[0]).toMatchObject({
      message: 'Give either an application (applicationId) or an account (userId), not both.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
