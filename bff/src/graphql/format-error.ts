import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { bffMessage, type BffMessageKey } from '../i18n/bff-messages.ts';
import { currentLanguage } from '../i18n/request-language.ts';
import type { Logger } from '../logging/logger.ts';

const LIMIT_MESSAGES: Record<string, BffMessageKey> = {
  depth: 'QUERY_TOO_DEEP',
  aliases: 'TOO_MANY_ALIASES',
  cost: 'QUERY_TOO_COSTLY',
};

/**
 * What leaves the server: GraphQL errors as they are (upstream messages, validation), in the
 * caller's language where the bff words them; anything unexpected becomes a bare
 * INTERNAL_SERVER_ERROR, logged here, with no message or stack from the inside.
 */
export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const language = currentLanguage();
    if (original instanceof GraphQLError) {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      const limitKey = typeof extensions.limit === 'string' ? LIMIT_MESSAGES[extensions.limit] : undefined;
      const message = limitKey
        ? bffMessage(limitKey, language, { actual: Number(extensions.actual), max: Number(extensions.max) })
        : formatted.message;
      return { ...formatted, message, extensions };
    }
    logger.error({ err: original, path: formatted.path }, 'unexpected error in a resolver');
    return {
      message: bffMessage('INTERNAL_ERROR', language),
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
