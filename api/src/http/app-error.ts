import type { MessageKey } from '../i18n/messages.ts';

export type ErrorParams = Record<string, string | number>;

/** An expected failure: its status, a catalogue key (also the answer's code) and per-field keys. */
export class AppError extends Error {
  readonly status: number;
  readonly key: MessageKey;
  readonly params: ErrorParams | undefined;
  readonly fields: Record<string, { key: MessageKey; params?: ErrorParams }> | undefined;

  constructor(
    status: number,
    key: MessageKey,
    options: { params?: ErrorParams; fields?: AppError['fields'] } = {},
  ) {
    super(key);
    this.status = status;
    this.key = key;
    this.params = options.params;
    this.fields = options.fields;
  }
}

export const notFound = (key: MessageKey = 'ROUTE_NOT_FOUND') => new AppError(404, key);
export const forbidden = (key: MessageKey = 'FORBIDDEN') => new AppError(403, key);
export const unauthenticated = (key: MessageKey = 'UNAUTHENTICATED') => new AppError(401, key);
export const conflict = (key: MessageKey) => new AppError(409, key);
export const badRequest = (key: MessageKey, params?: ErrorParams) => new AppError(400, key, { params });
