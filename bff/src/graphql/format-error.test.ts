import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { runWithLanguage } from '../i18n/request-language.ts';
import { createLogger } from '../logging/logger.ts';
import { createFormatError } from './format-error.ts';

const formatError = createFormatError(createLogger('silent'));

describe('formatError', () => {
  it('hides an unexpected error behind a generic message in the caller’s language', () => {
    const bug = new GraphQLError('secret detail', { path: ['me'], originalError: new TypeError('x is undefined') });

    const formatted = runWithLanguage('en', () => formatError(bug.toJSON(), bug));

    expect(formatted).toEqual({ message: 'Something went wrong', path: ['me'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('keeps an upstream error’s message and code, without a stack trace', () => {
    const upstream = new GraphQLError('Candidature introuvable.', { extensions: { code: 'NOT_FOUND', stacktrace: ['at x'] } });

    const formatted = formatError(upstream.toJSON(), upstream);

    expect(formatted).toEqual({ message: 'Candidature introuvable.', extensions: { code: 'NOT_FOUND' } });
  });
});
