import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_FILE } from '@bourses/api/test/factories/files';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createUser, type TestUser } from '@bourses/api/test/factories/users';
import { APPLY } from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// A phone on a slow line (issue 27): the bff's upload limit is a limit on silence, not on duration.
// A receipt that takes 90 seconds to arrive, longer than UPLOAD_TIMEOUT_MS, is accepted; one that
// stops arriving is refused with what happened, not "service unavailable".

const BOUNDARY = '----slow-phone-upload';
const CRLF = '\r\n';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The GraphQL multipart request of an application, cut in two around the receipt's bytes. */
function applyRequest(scholarshipId: number) {
  const field = (name: string, value: string) =>
    `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`;
  const head =
    field('operations', JSON.stringify({ query: APPLY, variables: { scholarshipId: String(scholarshipId), receipt: null } })) +
    field('map', JSON.stringify({ 0: ['variables.receipt'] })) +
    `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="0"; filename="recu.pdf"${CRLF}Content-Type: application/pdf${CRLF}${CRLF}`;
  return { head: Buffer.from(head), tail: Buffer.from(`${CRLF}--${BOUNDARY}--${CRLF}`) };
}

interface Answer {
  status: number;
  body: { data?: { applyToScholarship?: { id: string } } | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

/**
 * Sends the application's receipt in `pieces`, `gapMs` apart, as a slow phone would; `stopAfter`
 * pieces, it stops sending and waits for the answer without ending the request.
 */
function sendSlowly(platform: TestPlatform, student: TestUser, scholarshipId: number, pieces: number, gapMs: number, stopAfter = pieces) {
  const { head, tail } = applyRequest(scholarshipId);
  const { hostname, port } = new URL(platform.bff.url);
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      {
        hostname,
        port,
        path: '/graphql',
        method: 'POST',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Content-Length': head.length + PDF_FILE.length + tail.length,
          'apollo-require-preflight': 'true',
          Authorization: `Bearer ${student.token}`,
          'Accept-Language': 'fr',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          outgoing.destroy();
        });
      },
    );
    outgoing.on('error', reject);
    void (async () => {
      outgoing.write(head);
      const size = Math.ceil(PDF_FILE.length / pieces);
      for (let piece = 0; piece < pieces; piece += 1) {
        if (piece === stopAfter) return;
        outgoing.write(PDF_FILE.subarray(piece * size, (piece + 1) * size));
        await pause(gapMs);
      }
      outgoing.end(tail);
    })();
  });
}

describe('an upload on a slow line', () => {
  let platform: TestPlatform;
  let student: TestUser;
  beforeAll(async () => {
    platform = await startTestPlatform();
    student = await createUser(platform.api);
  }, 120_000);
  afterAll(() => platform.close());

  it('is answered normally when its receipt takes 90 seconds to arrive, past the 60-second upload limit', async () => {
    expect(platform.bff.config.uploadTimeoutMs).toBe(60_000);
    const { id } = await createScholarship(platform.api);

    const answer = await sendSlowly(platform, student, id, 30, 3_000);

    expect(answer.body.errors).toBeUndefined();
    expect(answer.status).toBe(200);
    expect(answer.body.data?.applyToScholarship?.id).toEqual(expect.any(String));
  }, 150_000);
});

describe('an upload that stops arriving', () => {
  let platform: TestPlatform;
  let student: TestUser;
  beforeAll(async () => {
    platform = await startTestPlatform({ UPLOAD_TIMEOUT_MS: '2000' });
    student = await createUser(platform.api);
  }, 120_000);
  afterAll(() => platform.close());

  it('is refused after the upload limit of silence, saying the connection stopped, and nothing is created', async () => {
    const { id } = await createScholarship(platform.api);

    const answer = await sendSlowly(platform, student, id, 4, 100, 2);

    expect(answer.status).toBe(408);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'L’envoi s’est interrompu : votre connexion a cessé de transmettre le fichier. Vérifiez-la, puis réessayez.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const applications = await platform.api.context.db.selectFrom('applications').select('id').where('scholarshipId', '=', id).execute();
    expect(applications).toEqual([]);
  }, 30_000);
});
