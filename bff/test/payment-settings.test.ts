import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_FILE, PNG_FILE } from '@bourses/api/test/factories/files';
import { createAdmin, createAgent, type TestUser } from '@bourses/api/test/factories/users';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// How to pay through GraphQL (docs/payments.md, "Settings"): an ADMIN sets it and uploads the
// contract templates; a visitor reads it in their language and downloads the template.

const SETTINGS = /* GraphQL */ `
  query HowToPay($language: Language) {
    paymentSettings {
      registrationFee { amount formatted(language: FR) }
      payee
      bankName
      rib
      instructions(language: $language) { language otherWays serviceContractUrl }
    }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation SaveSettings($input: PaymentSettingsInput!) {
    updatePaymentSettings(input: $input) { rib allInstructions { language otherWays } }
  }
`;

const UPLOAD = /* GraphQL */ `
  mutation UploadTemplate($language: Language!, $file: Upload!) {
    uploadServiceContractTemplate(language: $language, file: $file) { allInstructions { language serviceContractUrl } }
  }
`;

interface Instructions {
  language: string;
  otherWays: string;
  serviceContractUrl: string | null;
}
interface Settings {
  registrationFee: { amount: number; formatted: string };
  payee: string;
  bankName: string;
  rib: string;
  instructions: Instructions;
}

const INPUT = {
  registrationFee: { amount: 200, currency: 'MAD' },
  payee: 'Association Bourses Maroc',
  bankName: 'Bank Al-Maghrib',
  rib: '001810007800020110620318',
  instructions: [
    { language: 'FR', otherWays: 'En espèces chez CashPlus ou Wafacash.' },
    { language: 'AR', otherWays: '' },
  ],
};

let platform: TestPlatform;
let admin: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await createAdmin(platform.api);
}, 120_000);
afterAll(() => platform.close());

const read = (language?: string) =>
  platform.bff.graphql<{ paymentSettings: Settings }>(SETTINGS, language ? { language } : {}, { language: 'ar' });

describe('payment settings through GraphQL', () => {
  it('an ADMIN saves them; a visitor reads the fee, the grouped RIB and French’s other ways where Arabic has none', async () => {
    const saved = await platform.bff.graphql(UPDATE, { input: INPUT }, { token: admin.token });
    expect(saved.errors).toBeUndefined();

    const { data, errors } = await read();

    expect(errors).toBeUndefined();
    expect(data?.paymentSettings).toMatchObject({
      registrationFee: { amount: 200 },
      payee: 'Association Bourses Maroc',
      bankName: 'Bank Al-Maghrib',
      rib: '001 810 0078000201106203 18',
      instructions: { language: 'FR', otherWays: 'En espèces chez CashPlus ou Wafacash.', serviceContractUrl: null },
    });
  });

  it('refuses a RIB with a wrong key in the caller’s language', async () => {
    const { errors } = await platform.bff.graphql(
      UPDATE,
      { input: { ...INPUT, rib: '001810007800020110620319' } },
      { token: admin.token, language: 'en' },
    );

    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamCode: 'RIB_INVALID' });
    expect(errors?.[0]?.extensions?.fields).toMatchObject({ rib: expect.stringMatching(/^Invalid RIB/) });
    expect(errors?.[0]?.message).toMatch(/^Invalid RIB/);
  });

  it('refuses an AGENT', async () => {
    const agent = await createAgent(platform.api);

    const { errors } = await platform.bff.graphql(UPDATE, { input: INPUT }, { token: agent.token });

    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('uploads a template per language; a visitor downloads the French one where Arabic has none', async () => {
    const uploaded = await platform.bff.upload<{ uploadServiceContractTemplate: { allInstructions: Instructions[] } }>(
      UPLOAD,
      { language: 'FR', file: null },
      [{ path: 'variables.file', name: 'contrat.pdf', content: PDF_FILE, type: 'application/pdf' }],
      { token: admin.token },
    );
    expect(uploaded.errors).toBeUndefined();

    const url = (await read('AR')).data?.paymentSettings.instructions.serviceContractUrl ?? '';
    const download = await fetch(`${platform.bff.url}${url}`);

    expect(url).toMatch(/^\/files\/payments\/service-contract\/fr\?v=\w+$/);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), PDF_FILE)).toBe(0);
  });

  it('refuses a template that is not a PDF', async () => {
    const { errors } = await platform.bff.upload(
      UPLOAD,
      { language: 'EN', file: null },
      [{ path: 'variables.file', name: 'contract.pdf', content: PNG_FILE, type: 'application/pdf' }],
      { token: admin.token, language: 'fr' },
    );

    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamCode: 'SERVICE_CONTRACT_NOT_PDF' });
    expect(errors?.[0]?.message).toBe('Le modèle de contrat de service doit être un PDF.');
  });

  it('answers a clear 404 for a language without a template', async () => {
    const res = await fetch(`${platform.bff.url}/files/payments/service-contract/en`, { headers: { 'Accept-Language': 'en' } });

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'SERVICE_CONTRACT_NOT_FOUND', message: 'No service contract template was uploaded in this language.' });
  });
});
