import { GraphQLError } from 'graphql';
import { bffMessage } from '../i18n/bff-messages.ts';
import { currentLanguage } from '../i18n/request-language.ts';

// Every id the api hands out is a positive integer or a UUID: letters, digits and dashes.
const RESOURCE_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * An id as one segment of an api path, refused as the caller's error when it cannot be one (an empty
 * string would address the collection, a lone surrogate makes encodeURIComponent throw).
 */
export function idSegment(id: string | number): string {
  const text = String(id);
  if (!RESOURCE_ID.test(text)) {
    throw new GraphQLError(bffMessage('INVALID_ID', currentLanguage()), {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return text;
}
