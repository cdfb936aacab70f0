import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, Kind, type GraphQLFormattedError } from 'graphql';
import { bffMessage, type BffMessageKey } from '../i18n/bff-messages.ts';
import { currentLanguage } from '../i18n/request-language.ts';
import type { Logger } from '../logging/logger.ts';

const LIMIT_MESSAGES: Record<string, BffMessageKey> = {
  depth: 'QUERY_TOO_DEEP',
  aliases: 'TOO_MANY_ALIASES',
  cost: 'QUERY_TOO_COSTLY',
  directives: 'TOO_MANY_DIRECTIVES',
};

export interface FormatErrorOptions {
  /**
   * Production: a query or its variables refused for not matching the schema are only said to be
   * invalid, without the types, fields and suggestions ("Did you mean createUser?") that name the
   * schema introspection hides.
   */
  hideSchema?: boolean;
  /** The parser's token limit, named in its refusal. */
  maxTokens?: number;
}

// graphql-js's wording (graphql-armor's blockFieldSuggestion masks the same).
const SUGGESTION = / ?Did you mean [^?]*\?/g;
// graphql-js 16 writes 'more that'.
const TOKEN_LIMIT = /^Syntax Error: Document contains more tha[nt] \d+ tokens/;
// graphql-js gives up coercing variables after 50 errors, with an error Apollo would code as internal.
const VARIABLE_ERROR_LIMIT = /^Too many errors processing variables/;

/**
 * A refusal worded by graphql-js from the schema: validation by its own rules (ours give a code of
 * their own, and their message names no type), or a variable that does not fit its type.
 */
function namesTheSchema(error: GraphQLError, code: unknown): boolean {
  if (code === 'GRAPHQL_VALIDATION_FAILED') {
    const rule = error.originalError;
    return !(rule instanceof GraphQLError && rule.extensions.code !== undefined);
  }
  return error.nodes?.[0]?.kind === Kind.VARIABLE_DEFINITION;
}

/**
 * What leaves the server: GraphQL errors as they are (upstream messages, validation), in the
 * caller's language where the bff words them; anything unexpected becomes a bare
 * INTERNAL_SERVER_ERROR, logged here, with no message or stack from the inside.
 */
export function createFormatError(
  logger: Logger,
  { hideSchema = false, maxTokens = 0 }: FormatErrorOptions = {},
) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const language = currentLanguage();
    if (original instanceof GraphQLError) {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      if (TOKEN_LIMIT.test(formatted.message)) {
        return {
          message: bffMessage('DOCUMENT_TOO_LONG', language, { max: maxTokens }),
          extensions: { code: 'BAD_USER_INPUT', limit: 'tokens', max: maxTokens },
        };
      }
      if (VARIABLE_ERROR_LIMIT.test(formatted.message)) {
        return {
          message: bffMessage('TOO_MANY_VARIABLE_ERRORS', language),
          extensions: { code: 'BAD_USER_INPUT' },
        };
      }
      const limitKey = typeof extensions.limit === 'string' ? LIMIT_MESSAGES[extensions.limit] : undefined;
      if (limitKey) {
        // An operation over a limit is the caller's input to fix, whatever stage refused it.
        return {
          ...formatted,
          message: bffMessage(limitKey, language, { max: Number(extensions.max) }),
          extensions: { ...extensions, code: 'BAD_USER_INPUT' },
        };
      }
      if (hideSchema && namesTheSchema(original, extensions.code)) {
        return {
          message: bffMessage('GRAPHQL_QUERY_INVALID', language),
          extensions: { code: extensions.code },
        };
      }
      const message = hideSchema ? formatted.message.replace(SUGGESTION, '') : formatted.message;
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
