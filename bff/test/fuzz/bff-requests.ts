import fc from 'fast-check';
import type { FuzzMaterial } from './api-requests.ts';
import { credentialsFor, hostileJsonBody, hostileLanguage } from './api-requests.ts';
import { hostileAuthorization } from './forged-tokens.ts';
import { ROOT_OPERATIONS, hostileVariables } from './graphql-operations.ts';
import { hostileDocument, hostileEnvelope } from './hostile-documents.ts';
import {
  bodyEncoding,
  encodedBody,
  hostileContentType,
  hostileSegment,
  percentEncode,
} from './hostile-http.ts';
import {
  assembleMultipart,
  hostileMultipart,
  multipartContentType,
  type MultipartEnding,
} from './hostile-multipart.ts';
import { hostileJson, toJsonText, type HostileValue } from './hostile-values.ts';
import type { RawRequest } from './raw-http.ts';
import { PDF_FILE, PNG_FILE } from '@bourses/api/test/factories/files';

// Operations that end the caller's session.
const SESSION_ENDING = ['logout', 'changePassword', 'deleteMyAccount'];
const endsSession = (document: string) => SESSION_ENDING.some((name) => document.includes(name));

const headersOf = (
  authorization: string | null,
  language: string | null,
  more: [string, string][],
): [string, string][] => [
  ...(authorization === null ? [] : [['Authorization', authorization] satisfies [string, string]]),
  ...(language === null ? [] : [['Accept-Language', language] satisfies [string, string]]),
  ...more,
];

const postGraphql = (
  authorization: string | null,
  language: string | null,
  payload: HostileValue,
): RawRequest => ({
  method: 'POST',
  path: '/graphql',
  headers: headersOf(authorization, language, [['Content-Type', 'application/json']]),
  body: toJsonText(payload),
});

/** Every query and mutation of the schema, with hostile variables, language and credentials. */
export const hostileOperationRequest = (material: FuzzMaterial): fc.Arbitrary<RawRequest> =>
  fc
    .constantFrom(...ROOT_OPERATIONS)
    .chain((operation) =>
      fc
        .tuple(
          hostileVariables(operation, material.knownIds),
          credentialsFor(material, SESSION_ENDING.includes(operation.field)),
          hostileLanguage,
        )
        .map(([variables, authorization, language]) =>
          postGraphql(authorization, language, { query: operation.document, variables }),
        ),
    );

/** Crafted and damaged documents, and bodies that are not the object Apollo expects. */
export const hostileDocumentRequest = (material: FuzzMaterial): fc.Arbitrary<RawRequest> =>
  fc
    .oneof(
      hostileDocument.map((query): HostileValue => ({ query })),
      hostileEnvelope(hostileDocument),
    )
    .chain((payload) =>
      fc
        .tuple(credentialsFor(material, endsSession(toJsonText(payload))), hostileLanguage)
        .map(([authorization, language]) => postGraphql(authorization, language, payload)),
    );

/** JSON in latin1, UTF-16 or UTF-32, declared or not, and other content types. */
export const hostileEncodingRequest = (material: FuzzMaterial): fc.Arbitrary<RawRequest> =>
  fc
    .tuple(
      fc.constantFrom(...ROOT_OPERATIONS),
      fc.oneof(
        hostileContentType,
        fc.constantFrom(
          'application/json; charset=latin1',
          'application/json; charset=utf-32',
          'application/json; charset=utf-16le',
        ),
      ),
      bodyEncoding,
      hostileAuthorization(material),
    )
    .map(([operation, contentType, encoding, authorization]) => ({
      method: 'POST',
      path: '/graphql',
      headers: headersOf(authorization, null, [
        ['Content-Type', contentType],
        ['apollo-require-preflight', '1'],
      ]),
      body: encodedBody(
        JSON.stringify({ query: operation.document, variables: { id: 'é\u0000' } }),
        encoding,
      ),
    }));

/** GET /graphql with the document and variables in the query string, badly encoded at times. */
export const hostileGetRequest = (material: FuzzMaterial): fc.Arbitrary<RawRequest> =>
  fc
    .tuple(
      hostileDocument,
      hostileJson,
      fc.constantFrom('', '&variables=%zz', '&extensions=%7B', '&query=%ff'),
      credentialsFor(material, true),
    )
    .map(([query, variables, extra, authorization]) => ({
      method: 'GET',
      path: `/graphql?query=${percentEncode(query.slice(0, 4_000))}&variables=${percentEncode(toJsonText(variables).slice(0, 2_000))}${extra}`,
      headers: headersOf(authorization, null, [['apollo-require-preflight', '1']]),
    }));

const UPLOAD_OPERATIONS = ROOT_OPERATIONS.filter(({ uploads }) => uploads.length > 0);
const FILE_PART = (name: string, filename: string, content: Buffer) => ({
  name,
  file: true,
  filename,
  contentType: 'application/pdf',
  value: content,
  damage: 'none' as const,
});

/**
 * The upload protocol (operations, map, files) for every mutation that takes a file: sometimes exact,
 * sometimes with a damaged part, a NUL in a file name, a map pointing nowhere, or cut short.
 */
export const hostileUploadRequest = (material: FuzzMaterial): fc.Arbitrary<RawRequest> =>
  fc.constantFrom(...UPLOAD_OPERATIONS).chain((operation) =>
    fc
      .record({
        variables: hostileVariables(operation, material.knownIds),
        map: fc.oneof(
          {
            arbitrary: fc.constant<HostileValue>(
              Object.fromEntries(
                operation.uploads.map((name, index) => [String(index), [`variables.${name}`]]),
              ),
            ),
            weight: 4,
          },
          {
            arbitrary: fc.constantFrom<HostileValue>(
              { 0: ['variables.__proto__.x'] },
              { 0: ['variables'] },
              { 0: [] },
              { 0: 'variables.x' },
              [],
              '\u0000',
              { 0: ['variables.a.b.c.d'] },
            ),
            weight: 2,
          },
          { arbitrary: hostileJson, weight: 1 },
        ),
        filename: fc.constantFrom('recu.pdf', 'a\u0000b.pdf', 'image.png', '\u00ed\u00a0\u0080.pdf', ''),
        damage: fc.constantFrom<'none' | 'header-without-colon' | 'no-blank-line' | 'no-disposition'>(
          'none',
          'none',
          'header-without-colon',
          'no-blank-line',
          'no-disposition',
        ),
        ending: fc.constantFrom<MultipartEnding>(
          'closed',
          'closed',
          'no-closing-boundary',
          'cut-mid-part',
          'cut-in-head',
          'garbage-after',
          'no-final-crlf',
        ),
        cutAt: fc.double({ min: 0, max: 1, noNaN: true }),
        content: fc.constantFrom(PDF_FILE, PNG_FILE, Buffer.alloc(0)),
        preflight: fc.constantFrom(true, true, true, false),
        authorization: hostileAuthorization(material),
      })
      .map(({ variables, map, filename, damage, ending, cutAt, content, preflight, authorization }) => {
        const parts = [
          {
            name: 'operations',
            file: false,
            filename: '',
            contentType: '',
            value: Buffer.from(toJsonText({ query: operation.document, variables })),
            damage: 'none' as const,
          },
          {
            name: 'map',
            file: false,
            filename: '',
            contentType: '',
            value: Buffer.from(toJsonText(map)),
            damage: 'none' as const,
          },
          ...operation.uploads.map((_, index) => ({
            ...FILE_PART(String(index), filename, content),
            damage: index === 0 ? damage : 'none',
          })),
        ];
        const form = assembleMultipart(parts, ending, cutAt, 'fuzzBoundary7MA4YWxk', 'fuzzBoundary7MA4YWxk');
        return {
          method: 'POST',
          path: '/graphql',
          headers: headersOf(authorization, null, [
            ['Content-Type', multipartContentType(form)],
            ...(preflight ? [['apollo-require-preflight', '1'] satisfies [string, string]] : []),
          ]),
          body: form.body,
        };
      }),
  );

/** Multipart bodies of any shape at /graphql, parts in any order. */
export const hostileFormRequest: fc.Arbitrary<RawRequest> = hostileMultipart(
  [
    {
      name: 'operations',
      value: hostileDocument.map((query) => JSON.stringify({ query, variables: { receipt: null } })),
    },
    {
      name: 'map',
      value: fc.constantFrom(
        '{"0":["variables.receipt"]}',
        '{',
        '{"0":["variables.receipt"],"1":["variables.receipt"]}',
      ),
    },
  ],
  ['0', '1', '2'],
).map((form) => ({
  method: 'POST',
  path: '/graphql',
  headers: [
    ['Content-Type', multipartContentType(form)],
    ['apollo-require-preflight', '1'],
  ],
  body: form.body,
}));

/** The bff's other paths: file downloads, static files, the web client's assets, CMI's posts, health, unknown ones. */
export const hostilePathRequest = (material: FuzzMaterial): fc.Arbitrary<RawRequest> =>
  fc
    .tuple(
      fc.constantFrom(
        '/files/applications/:s/receipt',
        '/files/users/:s/payment-receipt',
        '/files/scholarships/:s/image',
        '/files/:s',
        '/static/:s',
        '/assets/:s',
        '/bourses/:s',
        '/:s',
        '/graphql/:s',
        '/healthz',
        '/metrics',
        '/files/scholarships/1/image?v=:s',
        // CMI's cross-site form posts (a JSON body or none is refused, a GET of the callback is no page).
        '/payments/cmi/callback?:s',
        '/payments/cmi/ok?oid=:s',
        '/payments/cmi/:s',
      ),
      hostileSegment(material.knownIds),
      fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'OPTIONS'),
      // Pages answer browsers (Accept: text/html) with the web client: the SPA fallback is fuzzed too.
      fc.constantFrom<[string, string][]>(
        [],
        [['Accept', 'text/html']],
        [['Accept', '*/*']],
        [['Accept', 'application/json']],
      ),
      hostileAuthorization(material),
      fc.option(hostileJsonBody(['query'], material.knownIds), { nil: null }),
    )
    .map(([template, segment, method, accept, authorization, body]) => ({
      method,
      path: template.replace(':s', segment),
      headers: headersOf(authorization, null, [
        ...accept,
        ...(body ? [['Content-Type', body.contentType] satisfies [string, string]] : []),
      ]),
      body: method === 'POST' ? body?.body : undefined,
    }));
