import fc from 'fast-check';
import { API_ROUTES, type ApiRoute } from './api-routes.ts';
import { hostileAuthorization, type TokenMaterial } from './forged-tokens.ts';
import {
  bodyEncoding,
  encodedBody,
  hostileContentType,
  hostileQuery,
  hostileSegment,
} from './hostile-http.ts';
import { hostileMultipart, multipartContentType } from './hostile-multipart.ts';
import { fieldsBody, formFieldValue } from './field-values.ts';
import { deepNesting, hostileJson, hostileString, toJsonText } from './hostile-values.ts';
import type { RawRequest } from './raw-http.ts';

export interface FuzzMaterial extends TokenMaterial {
  /** Ids that exist (scholarships, applications, users, documents), so that deep code paths are reached. */
  knownIds: string[];
  /** Tokens of an account kept for sign-out and password change, which end the session they are sent with. */
  disposable: string[];
}

// Routes that end the caller's session: the other accounts' tokens stay valid for the rest of the run.
const SESSION_ENDING = [
  '/api/iam/auth/logout',
  '/api/iam/auth/change-password',
  '/api/iam/auth/delete-account',
  '/api/iam/sessions/end-others',
  '/api/iam/sessions/:id',
  '/api/iam/users/:id/sessions',
];

/** Credentials for a route or operation: the disposable account's where the call would end a session. */
export const credentialsFor = (material: FuzzMaterial, endsSession: boolean) =>
  hostileAuthorization(endsSession ? { ...material, issued: material.disposable } : material);

// Texts that are not JSON, or JSON that parsers disagree on.
const BROKEN_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '\u0000',
  '{"email":"\\ud800"}',
  '{"email":"a\\u0000b"}',
  '{"a":"\\x"}',
  '{"a":1}{"a":2}',
  '"just a string"',
  '[]',
  '-',
  '{"__proto__":{"role":"ADMIN"}}',
  '{"a":1e999999}',
];

const withoutLineBreaks = (text: string) => text.replace(/[\r\n]/g, ' ');

// Control bytes in a header are refused by Node's own parser (a 400 before our code): kept rare.
export const hostileLanguage: fc.Arbitrary<string | null> = fc.oneof(
  { withCrossShrink: true },
  { arbitrary: fc.constant(null), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      'fr',
      'ar',
      'en',
      'ar-MA',
      '*',
      'xx',
      'ar;q=abc',
      'en;q=2, ar;q=-1',
      ';;;',
      ',',
      `${'ar,'.repeat(2_000)}en`,
    ),
    weight: 3,
  },
  { arbitrary: hostileString.map((text) => withoutLineBreaks(text).slice(0, 500)), weight: 1 },
);

/** A JSON (or form) body for these fields, in some encoding, with a matching or a misleading Content-Type. */
export const hostileJsonBody = (
  fields: string[],
  knownIds: string[],
): fc.Arbitrary<{ contentType: string; body: Buffer }> =>
  fc
    .tuple(
      fc.oneof(
        { arbitrary: fieldsBody(fields, knownIds).map(toJsonText), weight: 5 },
        { arbitrary: hostileJson.map(toJsonText), weight: 2 },
        { arbitrary: deepNesting.map(toJsonText), weight: 1 },
        { arbitrary: fc.constantFrom(...BROKEN_JSON), weight: 2 },
      ),
      fc.oneof(
        { arbitrary: fc.constant('application/json'), weight: 3 },
        { arbitrary: hostileContentType, weight: 2 },
      ),
      bodyEncoding,
    )
    .map(([text, contentType, encoding]) => ({ contentType, body: encodedBody(text, encoding) }));

const routeBody = (
  route: ApiRoute,
  knownIds: string[],
): fc.Arbitrary<{ contentType: string; body: Buffer } | null> => {
  const multipart = route.multipart;
  const options: fc.Arbitrary<{ contentType: string; body: Buffer } | null>[] = [
    fc.constant(null),
    hostileJsonBody(route.body ?? ['data'], knownIds),
  ];
  if (multipart) {
    const fields = multipart.fields.map((name) => ({ name, value: formFieldValue(name, knownIds) }));
    options.push(
      hostileMultipart(fields, multipart.files).map((form) => ({
        contentType: multipartContentType(form),
        body: form.body,
      })),
    );
    options.push(
      hostileMultipart(fields, multipart.files).map((form) => ({
        contentType: multipartContentType(form),
        body: form.body,
      })),
    );
  }
  return fc.oneof({ withCrossShrink: true }, ...options);
};

/** A request to one of the api's routes: hostile path segments, query, body, language and credentials. */
export function hostileApiRequest(material: FuzzMaterial): fc.Arbitrary<RawRequest> {
  return fc.constantFrom(...API_ROUTES).chain((route) =>
    fc
      .record({
        segments: fc.array(hostileSegment(material.knownIds), { minLength: 2, maxLength: 2 }),
        query: hostileQuery(route.query ?? ['q']),
        authorization: credentialsFor(material, SESSION_ENDING.includes(route.path)),
        language: hostileLanguage,
        body: routeBody(route, material.knownIds),
      })
      .map(({ segments, query, authorization, language, body }): RawRequest => {
        let index = 0;
        const path = route.path.replace(/:\w+/g, () => segments[index++] ?? '1');
        const headers: [string, string][] = [];
        if (authorization !== null) headers.push(['Authorization', authorization]);
        if (language !== null) headers.push(['Accept-Language', language]);
        if (body) headers.push(['Content-Type', body.contentType]);
        return { method: route.method, path: `${path}${query}`, headers, body: body?.body };
      }),
  );
}
