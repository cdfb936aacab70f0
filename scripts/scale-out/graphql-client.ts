/** A GraphQL answer as the tests read it. */
export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface UploadedFile {
  /** Where the file goes in the variables, as the multipart request spec's map says: `variables.receipt`. */
  variable: string;
  bytes: Buffer;
  name: string;
  type: string;
}

async function readAnswer(response: Response): Promise<GraphQLAnswer> {
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null)
    throw new Error(`Not a GraphQL answer: ${JSON.stringify(body)}`);
  return body;
}

const authorization = (token: string | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** One operation, as JSON; with files, as a GraphQL multipart request (with the CSRF preflight header). */
export async function graphql(
  bffUrl: string,
  query: string,
  variables: Record<string, unknown>,
  { token, files = [] }: { token?: string; files?: UploadedFile[] } = {},
): Promise<GraphQLAnswer> {
  if (files.length === 0) {
    const response = await fetch(`${bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...authorization(token) },
      body: JSON.stringify({ query, variables }),
    });
    return readAnswer(response);
  }
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  form.set(
    'map',
    JSON.stringify(Object.fromEntries(files.map((file, index) => [String(index), [file.variable]]))),
  );
  files.forEach((file, index) =>
    form.set(String(index), new Blob([file.bytes], { type: file.type }), file.name),
  );
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...authorization(token) },
    body: form,
  });
  return readAnswer(response);
}
