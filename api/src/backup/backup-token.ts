import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What the running api accepts from `npm run backup` (docs/security.md, Backups). */
export interface BackupToken {
  /** True when the `Authorization` header carries this token. */
  accepts(authorization: string | undefined): boolean;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A fresh random token for this run of the api, written where only the data folder's owner can read
 * it (0600 in a 0700 folder): whoever reads it could read the database files themselves.
 */
export async function issueBackupToken(file: string): Promise<BackupToken> {
  const token = randomBytes(32).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written aside then renamed: the CLI never reads half a token.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, token, { mode: 0o600, flag: 'wx' });
  await rename(partial, file);
  const expected = digest(token);
  return {
    accepts(authorization) {
      const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
      // Digests have one length, so the comparison takes the same time whatever was sent.
      return given !== undefined && timingSafeEqual(digest(given), expected);
    },
  };
}

/** The running api's token, or undefined when no api has written one in this data folder. */
export async function readBackupToken(file: string): Promise<string | undefined> {
  const token = await readFile(file, 'utf8').catch(() => undefined);
  return token?.trim() || undefined;
}
