import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cmiHash, isCmiHashValid } from '#api/payments/card/cmi-hash.ts';

// CMI's side of the 3D Pay Hosting protocol (docs/payments.md, "Card payment (CMI)"), on this machine:
// it receives the form the student's browser posts, checks its hash as CMI does (a bad one is a 400
// page), plays the scenario the test set, POSTs a signed callback to the form's callbackUrl and
// answers the browser with a page that posts the result to okUrl or failUrl. The bff's and e2e tests
// may start it too.

/** What the card holder's bank says, and how the callback is bent to prove the platform checks it. */
export interface GatewayScenario {
  result: 'approve' | 'decline';
  /** CMI's ErrMsg of a decline. */
  errorMessage?: string;
  /** Signed as CMI would, with another amount, currency or order id than the form's. */
  amount?: string;
  currency?: string;
  orderId?: string;
  /** The hash spoilt after signing. */
  tamperHash?: boolean;
  /** More fields in the callback, signed with the rest (e.g. card data CMI may send). */
  extraFields?: Record<string, string>;
}

export interface GatewayVisit {
  /** Where the callback went (the form's callbackUrl), its fields as sent, and the platform's answer. */
  callback: { url: string; fields: Record<string, string>; status: number; body: string };
  /** Where the browser's page posts the result (okUrl or failUrl), and what. */
  returnTo: string;
  returnFields: Record<string, string>;
}

export interface CmiGateway {
  /** The 3D Pay Hosting address (CMI_GATEWAY_URL). */
  url: string;
  scenario: GatewayScenario;
  /** Every paid form's round, oldest first. */
  visits: GatewayVisit[];
  /** Sends a callback again as it was (CMI calls again when it did not read the answer). */
  resend(visit: GatewayVisit): Promise<{ status: number; body: string }>;
  /**
   * Sends the callbacks to `url` instead of the form's callbackUrl (the api itself in api tests,
   * rather than the bff's public address), with `headers` (the bff's key and the gateway's address).
   */
  redirectCallbacks(url: string, headers?: Record<string, string>): void;
  close(): Promise<void>;
}


const readForm = async (req: IncomingMessage): Promise<Record<string, string>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk as Uint8Array));
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page CMI answers the browser with: a form posted at once to the shop's ok or fail page. */
const returnPage = (action: string, fields: Record<string, string>) =>
  `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(action)}">${Object.entries(
    fields,
  )
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')}</form></body></html>`;

/** The signed callback CMI sends for a form under a scenario. */
function callbackOf(form: Record<string, string>, scenario: GatewayScenario, storeKey: string): Record<string, string> {
  const { hash: _hash, ...posted } = form;
  const approved = scenario.result === 'approve';
  const fields: Record<string, string> = {
    ...posted,
    ...(scenario.amount === undefined ? {} : { amount: scenario.amount }),
    ...(scenario.currency === undefined ? {} : { currency: scenario.currency }),
    ...(scenario.orderId === undefined ? {} : { oid: scenario.orderId }),
    Response: approved ? 'Approved' : 'Declined',
    ProcReturnCode: approved ? '00' : '05',
    TransId: approved ? `T${randomBytes(6).toString('hex').toUpperCase()}` : '',
    AuthCode: approved ? String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)) : '',
    mdStatus: '1',
    ErrMsg: approved ? '' : (scenario.errorMessage ?? 'Refusée'),
    HASHALGORITHM: 'ver3',
    ...scenario.extraFields,
  };
  const hash = cmiHash(fields, storeKey);
  const spoilt = `${hash.charAt(0) === 'A' ? 'B' : 'A'}${hash.slice(1)}`;
  return { ...fields, HASH: scenario.tamperHash ? spoilt : hash };
}

/** Starts the gateway on a free port, signing with `storeKey` (the platform's CMI_STORE_KEY). */
export async function startCmiGateway(storeKey: string): Promise<CmiGateway> {
  const visits: GatewayVisit[] = [];
  let redirect: { url: string; headers: Record<string, string> } | undefined;
  const post = async (url: string, fields: Record<string, string>) => {
    const answer = await fetch(redirect?.url ?? url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...redirect?.headers },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: answer.status, body: await answer.text() };
  };
  const gateway: CmiGateway = {
    url: '',
    scenario: { result: 'approve' },
    visits,
    resend: (visit) => post(visit.callback.url, visit.callback.fields),
    redirectCallbacks: (url, headers = {}) => {
      redirect = { url, headers };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    void (async () => {
      const form = await readForm(req);
      const sentHash = form.hash ?? '';
      if (req.method !== 'POST' || !isCmiHashValid(form, storeKey, sentHash)) {
        res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><p>Hash invalide.</p>');
        return;
      }
      const fields = callbackOf(form, gateway.scenario, storeKey);
      const callbackUrl = form.callbackUrl ?? '';
      const answer = await post(callbackUrl, fields);
      // The shop's page says what happened: CMI sends the browser to failUrl when the payment or the callback failed.
      const paid = gateway.scenario.result === 'approve' && answer.body === 'ACTION=POSTAUTH';
      const returnTo = (paid ? form.okUrl : form.failUrl) ?? '';
      visits.push({ callback: { url: callbackUrl, fields, ...answer }, returnTo, returnFields: fields });
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(returnPage(returnTo, fields));
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fim/est3Dgate`;
  return gateway;
}

/** Posts a form as the student's browser does (the fields of POST /api/payments/{id}/card-attempts). */
export async function postToGateway(action: string, fields: readonly { name: string; value: string }[]) {
  const answer = await fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields.map(({ name, value }): [string, string] => [name, value])).toString(),
  });
  return { status: answer.status, html: await answer.text() };
}
