import type { Presented } from '#api/contract/presented.ts';
import type { SessionAnswer } from '#api/contract/session-answer.ts';
import type { SessionRow } from './session-queries.ts';

/** A session as its owner reads it; `current` marks the one of the request's access token. */
export const presentSession = (row: SessionRow, currentId: string) =>
  ({
    id: row.id,
    browser: row.browser,
    system: row.system,
    address: row.address,
    signedInAt: row.signedInAt,
    lastUsedAt: row.lastUsedAt,
    current: row.id === currentId,
  }) satisfies Presented<SessionAnswer>;
