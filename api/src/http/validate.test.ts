import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { parseInput } from './validate.ts';

const schema = z.object({ firstName: z.string().max(5), age: z.number() });

function fieldsOf(input: unknown) {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof AppError) return error.fields;
  }
  return undefined;
}

describe('parseInput', () => {
  it('names a missing field as required', () => {
    expect(fieldsOf({ age: 1 })?.firstName).toEqual({
      key: 'FIELD_REQUIRED',
      params: { field: 'firstName' },
    });
  });
  it('names a wrong type as invalid, not as missing', () => {
    expect(fieldsOf({ firstName: 42, age: 1 })?.firstName).toEqual({
      key: 'INVALID_FIELD',
      params: { field: 'firstName' },
    });
  });
  it('names a too long value as too long', () => {
    expect(fieldsOf({ firstName: 'abcdefgh', age: 1 })?.firstName).toEqual({
      key: 'FIELD_TOO_LONG',
      params: { field: 'firstName' },
    });
  });
});
