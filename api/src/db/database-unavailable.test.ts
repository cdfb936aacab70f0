import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['terminated by an administrator (a server restart)', withCode('57P01')],
    ['crash shutdown', withCode('57P02')],
    ['cannot connect now (starting up)', withCode('57P03')],
    ['a connection exception', withCode('08006')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a client whose connection broke',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('recognises %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a NUL in text', withCode('22021')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('leaves %s to the other handlers', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
