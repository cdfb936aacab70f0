import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The token-signing secret: configured, or generated once and kept in `file` (under the data folder). Generated
 * only for the embedded database: with DATABASE_URL the configuration requires JWT_SECRET, since
 * several instances would otherwise each sign with their own folder's secret.
 */
export async function loadOrCreateSecret(configured: string | undefined, file: string): Promise<string> {
  if (configured) return configured;
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}
