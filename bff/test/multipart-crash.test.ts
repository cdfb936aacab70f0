import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_FILE, PNG_FILE } from '@bourses/api/test/factories/files';
import { createApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAdmin, createUser } from '@bourses/api/test/factories/users';
import { APPLY, CREATE_SCHOLARSHIP, REGISTER, RESUBMIT, UPDATE_SCHOLARSHIP } from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// Hostile multipart bodies, written by hand as an attacker would: each one used to end the bff's
// process ("Unhandled 'error' event … Unexpected end of form").

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const BOUNDARY = 'hostile-boundary';
const CRLF = '\r\n';

interface RawAnswer {
  status: number;
  body: { errors?: { message: string; extensions?: { code?: string } }[] };
}

/** POSTs a raw multipart body to /graphql with the CSRF header, as one anonymous request. */
function postMultipart(body: Buffer, token?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${platform.bff.url}/graphql`,
      {
        method: 'POST',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'apollo-require-preflight': '1',
          'Accept-Language': 'en',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const field = (name: string, value: string) =>
  `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`;
const fileHead = (name: string, filename: string, extraHeader = `Content-Type: application/pdf${CRLF}`) =>
  `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${name}"; filename="${filename}"${CRLF}${extraHeader}${CRLF}`;
const goodFile = (name: string, content: Buffer) => [
  Buffer.from(fileHead(name, 'file.pdf')),
  content,
  Buffer.from(CRLF),
];
const END = `--${BOUNDARY}--${CRLF}`;

/** The ways a file part can be broken: each builds the rest of the body after `operations` and `map`. */
const CRASH_SHAPES: Record<string, (name: string, content: Buffer) => Buffer[]> = {
  'a malformed header line': (name, content) => [
    Buffer.from(fileHead(name, 'file.pdf', `Content-Type application/pdf with no colon${CRLF}`)),
    content,
    Buffer.from(`${CRLF}${END}`),
  ],
  'a NUL byte in the filename': (name, content) => [
    Buffer.from(fileHead(name, 'recu\0.pdf')),
    content,
    Buffer.from(`${CRLF}${END}`),
  ],
  'a body that ends in the middle of the file': (name, content) => [
    Buffer.from(fileHead(name, 'file.pdf')),
    content.subarray(0, 40),
  ],
};

interface UploadCase {
  query: string;
  variables: () => Promise<{ variables: Record<string, unknown>; token?: string }>;
  /** The file variables, in order; the broken one is the first. */
  files: { path: string; content: Buffer }[];
}

const scholarshipInput = {
  country: 'CA',
  university: 'Université de Montréal',
  startDate: '2027-09-01',
  deadline: '2099-06-30',
  translations: {
    fr: { title: 'Bourse Atlas', description: 'Une bourse.', longDescription: '<p>Détails</p>' },
  },
};

const UPLOAD_PATHS: Record<string, UploadCase> = {
  register: {
    query: REGISTER,
    variables: async () => ({
      variables: {
        input: {
          firstName: 'Salma',
          lastName: 'Bennani',
          email: `crash-${Date.now()}@example.ma`,
          phoneNumber: '+212612345678',
          password: 'Sable-Oasis-2026',
        },
        paymentReceipt: null,
        serviceContract: null,
      },
    }),
    files: [
      { path: 'variables.paymentReceipt', content: PDF_FILE },
      { path: 'variables.serviceContract', content: PDF_FILE },
    ],
  },
  applyToScholarship: {
    query: APPLY,
    variables: async () => {
      const student = await createUser(platform.api);
      const scholarship = await createScholarship(platform.api);
      return { variables: { scholarshipId: String(scholarship.id), receipt: null }, token: student.token };
    },
    files: [{ path: 'variables.receipt', content: PDF_FILE }],
  },
  resubmitApplication: {
    query: RESUBMIT,
    variables: async () => {
      const application = await createApplication(platform.api, { status: 'rejected' });
      return {
        variables: { applicationId: String(application.id), receipt: null },
        token: application.student.token,
      };
    },
    files: [{ path: 'variables.receipt', content: PDF_FILE }],
  },
  createScholarship: {
    query: CREATE_SCHOLARSHIP,
    variables: async () => ({
      variables: { input: scholarshipInput, image: null },
      token: (await createAdmin(platform.api)).token,
    }),
    files: [{ path: 'variables.image', content: PNG_FILE }],
  },
  updateScholarship: {
    query: UPDATE_SCHOLARSHIP,
    variables: async () => {
      const scholarship = await createScholarship(platform.api);
      return {
        variables: { id: String(scholarship.id), input: scholarshipInput, image: null },
        token: (await createAdmin(platform.api)).token,
      };
    },
    files: [{ path: 'variables.image', content: PNG_FILE }],
  },
};

async function stillServes(): Promise<void> {
  const answer = await platform.bff.graphql('{ scholarshipFilterOptions { countries } }');
  expect(answer.status).toBe(200);
  expect(answer.errors).toBeUndefined();
}

describe.each(Object.entries(UPLOAD_PATHS))('%s with a broken file part', (_mutation, upload) => {
  it.each(Object.keys(CRASH_SHAPES))(
    'answers 400 with a coded error for %s, and keeps serving',
    async (shape) => {
      const { variables, token } = await upload.variables();
      const [broken, ...others] = upload.files;
      if (!broken) throw new Error('an upload case needs a file');
      const map = Object.fromEntries(upload.files.map((file, index) => [String(index), [file.path]]));
      // The well-formed files come first, the broken one last, so that the body really ends with it.
      const body = Buffer.concat([
        Buffer.from(
          field('operations', JSON.stringify({ query: upload.query, variables })) +
            field('map', JSON.stringify(map)),
        ),
        ...others.flatMap((file, index) => goodFile(String(index + 1), file.content)),
        ...(CRASH_SHAPES[shape]?.('0', broken.content) ?? []),
      ]);

      const answer = await postMultipart(body, token);

      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]).toMatchObject({
        message: 'Invalid upload form.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      await stillServes();
    },
  );
});

describe('a caller who hangs up in the middle of a file', () => {
  it('leaves the bff serving', async () => {
    const student = await createUser(platform.api);
    const scholarship = await createScholarship(platform.api);
    const operations = JSON.stringify({
      query: APPLY,
      variables: { scholarshipId: String(scholarship.id), receipt: null },
    });
    const head =
      field('operations', operations) +
      field('map', JSON.stringify({ 0: ['variables.receipt'] })) +
      fileHead('0', 'recu.pdf');

    await new Promise<void>((resolve) => {
      const req = request(`${platform.bff.url}/graphql`, {
        method: 'POST',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Content-Length': String(head.length + PDF_FILE.length + 1000),
          'apollo-require-preflight': '1',
          Authorization: `Bearer ${student.token}`,
        },
      });
      req.on('error', () => resolve());
      req.write(Buffer.concat([Buffer.from(head), PDF_FILE.subarray(0, 40)]), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 100);
      });
    });

    await stillServes();
  });
});

describe('a broken multipart body before any file', () => {
  it('answers 400 when the operations part has a malformed header', async () => {
    const body = Buffer.from(
      `--${BOUNDARY}${CRLF}Content-Disposition form-data name operations${CRLF}${CRLF}{}${CRLF}${END}`,
    );

    const answer = await postMultipart(body);

    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'Invalid upload form.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await stillServes();
  });

  it('answers 400 when the body ends inside the operations part', async () => {
    const body = Buffer.from(
      `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="operations"${CRLF}${CRLF}{"query": "{`,
    );

    const answer = await postMultipart(body);

    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await stillServes();
  });
});

describe('a call refused before its file is read', () => {
  it('answers the refusal and survives the broken file part that follows', async () => {
    // Found by the fuzz suite: the id is refused, the parser then fails on the NUL with nobody waiting.
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    const body = Buffer.concat([
      Buffer.from(
        field('operations', JSON.stringify({ query: RESUBMIT, variables: { applicationId: '', receipt: null } })) +
          field('map', JSON.stringify({ 0: ['variables.receipt'] })),
      ),
      ...(CRASH_SHAPES['a NUL byte in the filename']?.('0', PDF_FILE) ?? []),
    ]);

    const answer = await postMultipart(body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.off('unhandledRejection', record);

    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unhandled).toEqual([]);
    await stillServes();
  });
});
