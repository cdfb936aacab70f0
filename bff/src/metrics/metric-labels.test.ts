import { describe, expect, it } from 'vitest';
import { operationLabel, OTHER_OPERATION } from './graphql-metrics.ts';
import { upstreamRoute } from './upstream-route.ts';

describe('upstreamRoute', () => {
  it.each([
    ['/api/scholarships?page=2&language=fr', '/api/scholarships'],
    ['/api/scholarships/42', '/api/scholarships/:id'],
    ['/api/scholarships/42?force=true', '/api/scholarships/:id'],
    ['/api/scholarships/filters', '/api/scholarships/filters'],
    ['/api/scholarships/applications/7/approve', '/api/scholarships/applications/:id/approve'],
    ['/api/admin/applications/7/status', '/api/admin/applications/:id/status'],
    [
      '/api/iam/users/0b6f8a52-3c1d-4e7f-9a2b-5c6d7e8f9a0b/documents/payment-receipt',
      '/api/iam/users/:id/documents/payment-receipt',
    ],
    ['/api/iam/public/auth/verify?token=secret', '/api/iam/public/auth/verify'],
  ])('reads %s as %s', (path, route) => {
    expect(upstreamRoute(path)).toBe(route);
  });

  it('reads any id a caller chose as :id, so that it cannot add label values', () => {
    expect(upstreamRoute('/api/scholarships/whatever-they-sent')).toBe('/api/scholarships/:id');
    expect(upstreamRoute('/api/iam/users/AAAA-BBBB')).toBe('/api/iam/users/:id');
  });
});

describe('operationLabel', () => {
  it('keeps the name of a web client operation', () => {
    expect(operationLabel('ScholarshipList')).toBe('ScholarshipList');
    expect(operationLabel('StaffApplications')).toBe('StaffApplications');
  });

  it.each([null, undefined, '', 'MyOwnScript', 'scholarshiplist', '__proto__'])(
    'collapses %s into one label',
    (name) => {
      expect(operationLabel(name)).toBe(OTHER_OPERATION);
    },
  );
});
