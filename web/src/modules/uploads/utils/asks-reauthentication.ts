/**
 * Whether a download was refused for want of a recent password or second factor (an export: the api's
 * 403 `{ code: 'REAUTHENTICATION_REQUIRED' }`, passed through by the bff). Reads a copy of the body.
 */
export async function asksReauthentication(response: Response): Promise<boolean> {
  if (response.status !== 403 || !response.headers.get('content-type')?.includes('json')) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return (
    typeof body === 'object' && body !== null && 'code' in body && body.code === 'REAUTHENTICATION_REQUIRED'
  );
}
