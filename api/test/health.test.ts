import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /healthz', () => {
  it('reports the database as reachable', async () => {
    const res = await api.http.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('errors', () => {
  it('answers an unknown route with a 404 in the caller’s language', async () => {
    const res = await api.http.get('/api/nothing-here').set('Accept-Language', 'en');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Resource not found.', code: 'ROUTE_NOT_FOUND' });
  });

  it('answers malformed JSON with a 400 in French by default and no stack trace', async () => {
    const res = await api.http
      .post('/api/iam/public/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Le corps de la requête n’est pas un JSON valide.', code: 'INVALID_JSON' });
  });

  it('refuses a tampered bearer token', async () => {
    const res = await api.http.get('/api/nothing-here').set('Authorization', 'Bearer not.a.token');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_ACCESS_TOKEN');
  });
});
