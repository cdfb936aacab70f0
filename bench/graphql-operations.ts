// The operations the web client sends for the catalogue (web/src/modules/scholarships/graphql/), as
// Apollo Client puts them on the wire, and the sign-in.

const SCHOLARSHIP_LIST = `query ScholarshipList($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {
  scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {
    items { id ...ScholarshipCardFields }
    pagination { total page limit pages }
  }
}
fragment ScholarshipCardFields on Scholarship { id title description country university imageUrl startDate deadline deadlinePassed }`;

export const SCHOLARSHIP_DETAIL = `query ScholarshipDetail($id: ID!, $language: Language) {
  scholarship(id: $id, language: $language) {
    id title description longDescription video { url embedUrl } faq { question answer }
    country university imageUrl startDate deadline deadlinePassed
  }
}`;

export const SCHOLARSHIP_FILTER_OPTIONS = `query ScholarshipFilterOptions { scholarshipFilterOptions { countries universities } }`;

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }`;

/** The JSON body of a GraphQL request. */
export const graphqlBody = (operationName: string, query: string, variables: Record<string, unknown> = {}) =>
  JSON.stringify({ operationName, query, variables });

/** The first page of ten, as the catalogue asks for it. */
export const TEN_ITEM_LIST = graphqlBody('ScholarshipList', SCHOLARSHIP_LIST, { page: 1, limit: 10 });

async function graphql(webUrl: string, body: string, token?: string): Promise<unknown> {
  const response = await fetch(`${webUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return response.json();
}

/** The value at `keys` inside a parsed JSON answer, undefined when the path is not there. */
function dig(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) current = typeof current === 'object' && current !== null ? Reflect.get(current, key) : undefined;
  return current;
}

/** The demo student's access token (the demo data is seeded on the benchmark's platform). */
export async function signInDemoStudent(webUrl: string): Promise<string> {
  const answer = await graphql(webUrl, graphqlBody('Login', LOGIN, { email: 'etudiant@bourses.ma', password: 'Student123!' }));
  const token = dig(answer, 'data', 'login', 'accessToken');
  if (typeof token !== 'string') throw new Error(`the demo student could not sign in: ${JSON.stringify(answer)}`);
  return token;
}

/** The ids of the first page of the catalogue. */
export async function firstScholarshipIds(webUrl: string): Promise<string[]> {
  const answer = await graphql(webUrl, TEN_ITEM_LIST);
  const items = dig(answer, 'data', 'scholarships', 'items');
  if (!Array.isArray(items) || items.length === 0) throw new Error(`the catalogue answered no scholarship: ${JSON.stringify(answer)}`);
  return items.map((item: unknown) => String(dig(item, 'id')));
}

const OPEN_TO_APPLY = `query OpenToApply { scholarships(limit: 50) { items { id deadlinePassed myApplication { id } } } }`;

/** Scholarships the signed-in student may still apply to: open, and not applied to yet. */
export async function scholarshipsOpenTo(webUrl: string, token: string): Promise<string[]> {
  const answer = await graphql(webUrl, graphqlBody('OpenToApply', OPEN_TO_APPLY), token);
  const items = dig(answer, 'data', 'scholarships', 'items');
  if (!Array.isArray(items)) throw new Error(`the catalogue answered no scholarship: ${JSON.stringify(answer)}`);
  return items
    .filter((item: unknown) => dig(item, 'deadlinePassed') === false && dig(item, 'myApplication') === null)
    .map((item: unknown) => String(dig(item, 'id')));
}
