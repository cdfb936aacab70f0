import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from './api-routes.ts';

// The fuzz's list of the api's routes is written by hand: this keeps it whole, so that a new route
// meets hostile requests from its first day.
const API_SRC = path.resolve(import.meta.dirname, '../../../api/src');
const ROUTE_CALL = /router\.(get|post|put|patch|delete)\(\s*(?:(['`])([^'`]+)\2|([A-Z_]+),)/g;
const PATH_CONSTANT = /const ([A-Z_]+) = '([^']+)';/g;

/** `METHOD /path` of every route a router of api/src declares with a literal path (or a constant of its file). */
function declaredRoutes(): string[] {
  const files = readdirSync(API_SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  return files.flatMap((file) => {
    const source = readFileSync(path.join(API_SRC, file), 'utf8');
    const constants = new Map([...source.matchAll(PATH_CONSTANT)].map(([, name, value]) => [name, value]));
    return [...source.matchAll(ROUTE_CALL)].map(([, method, , literal, constant]) => {
      const declared = literal ?? `\${${constant ?? ''}}`;
      const resolved = declared.replace(
        /\$\{([A-Z_]+)\}/g,
        (whole, name: string) => constants.get(name) ?? whole,
      );
      return `${(method ?? '').toUpperCase()} ${resolved}`;
    });
  });
}

describe('the fuzz’s list of api routes', () => {
  it('holds every route the api declares', () => {
    const listed = new Set(API_ROUTES.map((route) => `${route.method} ${route.path}`));
    const declared = declaredRoutes();

    expect(declared.length).toBeGreaterThan(100);
    expect(declared.filter((route) => !listed.has(route))).toEqual([]);
  });
});
