import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScholarship, scholarshipPayload } from '../factories/scholarships.ts';
import {
  createAdmin,
  createAgent,
  createPendingStudent,
  createUser,
  type TestUser,
} from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
let admin: TestUser;
let agent: TestUser;
let student: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  admin = await createAdmin(api);
  agent = await createAgent(api);
  student = await createUser(api);
});
afterAll(() => api.close());

describe('who may write scholarships', () => {
  it('refuses visitors with 401 on create, update and delete', async () => {
    const scholarship = await createScholarship(api);

    const created = await api.http.post('/api/scholarships').send(scholarshipPayload());
    const updated = await api.http.put(`/api/scholarships/${scholarship.id}`).send(scholarshipPayload());
    const deleted = await api.http.delete(`/api/scholarships/${scholarship.id}`);

    expect([created.status, updated.status, deleted.status]).toEqual([401, 401, 401]);
    expect(created.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses students, approved or not, with 403', async () => {
    const scholarship = await createScholarship(api);
    const pending = await createPendingStudent(api);

    const results = [
      await api.http.post('/api/scholarships').set(student.auth).send(scholarshipPayload()),
      await api.http.put(`/api/scholarships/${scholarship.id}`).set(student.auth).send(scholarshipPayload()),
      await api.http.delete(`/api/scholarships/${scholarship.id}`).set(student.auth),
      await api.http.post('/api/scholarships').set(pending.auth).send(scholarshipPayload()),
    ];

    expect(results.map((res) => res.status)).toEqual([403, 403, 403, 403]);
    const stillThere = await api.http.get(`/api/scholarships/${scholarship.id}`);
    expect(stillThere.status).toBe(200);
  });

  it.each([
    ['an agent', () => agent],
    ['an admin', () => admin],
  ])('lets %s create, update and delete a scholarship', async (_who, staff) => {
    const created = await api.http.post('/api/scholarships').set(staff().auth).send(scholarshipPayload());
    const id = created.body.data.id;
    const updated = await api.http
      .put(`/api/scholarships/${id}`)
      .set(staff().auth)
      .send(scholarshipPayload({ country: 'AT' }));
    const deleted = await api.http.delete(`/api/scholarships/${id}`).set(staff().auth);
    const gone = await api.http.get(`/api/scholarships/${id}`);

    expect(created.status).toBe(201);
    expect(updated.status).toBe(200);
    expect(updated.body.data.country).toBe('AT');
    expect(deleted.status).toBe(204);
    expect(gone.status).toBe(404);
  });
});

describe('POST /api/scholarships', () => {
  it('creates a scholarship with every translation and answers it with them', async () => {
    const res = await api.http.post('/api/scholarships').set(agent.auth).send(scholarshipPayload());

    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id: expect.any(Number),
      country: 'DE',
      university: 'Technische Universität München',
      imageUrl: 'https://images.example.org/tum.jpg',
      startDate: '2026-09-01',
      deadline: '2026-12-15',
      language: 'fr',
      title: 'Bourse DAAD pour le master',
      video: { url: 'aBcDeFgHiJk' },
    });
    expect(res.body.data.translations.ar).toMatchObject({ title: 'منحة DAAD للماستر', video: null });
    expect(res.body.data.translations.fr.faq).toHaveLength(2);
  });

  it('makes the new scholarship findable by its words in every language', async () => {
    const payload = scholarshipPayload();
    payload.translations.fr.title = 'Programme Fulbright Maroc';
    payload.translations.ar.title = 'برنامج فولبرايت';
    const created = await api.http.post('/api/scholarships').set(agent.auth).send(payload);

    const french = await api.http.get('/api/scholarships').query({ search: 'fulbright' });
    const arabic = await api.http.get('/api/scholarships').query({ search: 'فولبرايت' });

    expect(french.body.data.data.map((item: { id: number }) => item.id)).toEqual([created.body.data.id]);
    expect(arabic.body.data.data.map((item: { id: number }) => item.id)).toEqual([created.body.data.id]);
  });

  it('requires the French title, with a clear message in the caller’s language', async () => {
    const payload = scholarshipPayload();
    payload.translations.fr.title = '  ';

    const french = await api.http.post('/api/scholarships').set(agent.auth).send(payload);
    const english = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .set('Accept-Language', 'en')
      .send(payload);
    const noFrench = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .send(scholarshipPayload({ translations: { ar: payload.translations.ar } }));

    expect(french.status).toBe(400);
    expect(french.body).toMatchObject({
      code: 'FRENCH_TITLE_REQUIRED',
      message: 'Le titre en français est requis.',
    });
    expect(french.body.fields).toEqual({ 'translations.fr.title': 'Le titre en français est requis.' });
    expect(english.body.message).toBe('The French title is required.');
    expect(noFrench.body.code).toBe('FRENCH_TITLE_REQUIRED');
  });

  it('refuses a deadline before the start date', async () => {
    const res = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .send(scholarshipPayload({ startDate: '2026-12-01', deadline: '2026-11-30' }));

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'DEADLINE_BEFORE_START',
      message: 'La date limite ne peut pas précéder la date de début.',
      fields: { deadline: 'La date limite ne peut pas précéder la date de début.' },
    });
  });

  it('accepts a deadline on the start date', async () => {
    const res = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .send(scholarshipPayload({ startDate: '2026-12-01', deadline: '2026-12-01' }));

    expect(res.status).toBe(201);
  });

  it.each([
    [{ startDate: '2026-02-30' }, 'DATE_INVALID', 'startDate'],
    [{ deadline: '15/12/2026' }, 'DATE_INVALID', 'deadline'],
    [{ deadline: 20261215 }, 'DATE_INVALID', 'deadline'],
    [{ startDate: undefined }, 'START_DATE_REQUIRED', 'startDate'],
    [{ country: '' }, 'COUNTRY_REQUIRED', 'country'],
    [{ country: 'Allemagne' }, 'COUNTRY_INVALID', 'country'],
    [{ university: undefined }, 'UNIVERSITY_REQUIRED', 'university'],
    [{ imageUrl: 'javascript:alert(1)' }, 'IMAGE_URL_INVALID', 'imageUrl'],
  ])('refuses %o with %s', async (overrides, code, field) => {
    const res = await api.http.post('/api/scholarships').set(agent.auth).send(scholarshipPayload(overrides));

    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(Object.keys(res.body.fields)).toContain(field);
  });

  it('refuses a video that is neither an address nor an id, and an incomplete FAQ entry', async () => {
    const badVideo = scholarshipPayload();
    badVideo.translations.fr.videoUrl = 'javascript:alert(1)';
    const badFaq = scholarshipPayload();
    badFaq.translations.fr.faq = [{ question: 'Quand ?', answer: '' }];
    const untitledArabic = scholarshipPayload();
    untitledArabic.translations.ar.title = '';

    const video = await api.http.post('/api/scholarships').set(agent.auth).send(badVideo);
    const faq = await api.http.post('/api/scholarships').set(agent.auth).send(badFaq);
    const arabic = await api.http.post('/api/scholarships').set(agent.auth).send(untitledArabic);

    expect(video.body.code).toBe('VIDEO_INVALID');
    expect(faq.body.code).toBe('FAQ_ENTRY_INCOMPLETE');
    expect(arabic.body.code).toBe('TITLE_REQUIRED');
  });

  it.each([
    'https://evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/redirect?q=https://evil.example',
    'https://vimeo.com/channels/staffpicks',
    // A channel page: YouTube refuses to frame it, so the page would show an empty box.
    'https://www.youtube.com/@DAADWorldwide',
    'data:text/html,<script>alert(1)</script>',
    'not a video',
  ])('refuses %s as a video, in the caller’s language', async (videoUrl) => {
    const payload = scholarshipPayload();
    payload.translations.fr.videoUrl = videoUrl;

    const res = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .set('Accept-Language', 'en')
      .send(payload);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VIDEO_INVALID',
      message: 'The video must be the address or the id of a YouTube or Vimeo video.',
    });
    expect(Object.keys(res.body.fields)).toContain('translations.fr.videoUrl');
  });

  it.each([
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
  ])('accepts the YouTube or Vimeo video %s', async (videoUrl) => {
    const payload = scholarshipPayload();
    payload.translations.fr.videoUrl = videoUrl;

    const res = await api.http.post('/api/scholarships').set(agent.auth).send(payload);

    expect(res.status).toBe(201);
  });

  it('removes scripts, event handlers, javascript: links and plain-http images from the long description', async () => {
    const payload = scholarshipPayload();
    payload.translations.fr.longDescription = [
      '<h2>Programme</h2><script>alert("xss")</script>',
      '<p onclick="steal()">Deux ans <em>à Munich</em>.</p>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">piège</a>',
      '<a href="https://www.daad.de" target="_blank">DAAD</a>',
      '<a href="mailto:bourses@example.ma">écrire</a>',
      '<img src="http://tracker.example.com/pixel.png">',
      '<img src="https://cdn.example.org/campus.jpg" alt="Campus">',
      '<iframe src="https://evil.example.com"></iframe><style>body{display:none}</style>',
      '<ul><li>Logement</li></ul>',
    ].join('');

    const res = await api.http.post('/api/scholarships').set(agent.auth).send(payload);

    const html: string = res.body.data.longDescription;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|tracker|iframe|style|alert/i);
    expect(html).toContain('<h2>Programme</h2>');
    expect(html).toContain('<p>Deux ans <em>à Munich</em>.</p>');
    expect(html).toContain('<a rel="nofollow">piège</a>');
    expect(html).toContain(
      '<a href="https://www.daad.de" target="_blank" rel="noopener noreferrer nofollow">DAAD</a>',
    );
    expect(html).toContain('<a href="mailto:bourses@example.ma" rel="nofollow">écrire</a>');
    expect(html).toContain('<img src="https://cdn.example.org/campus.jpg" alt="Campus" />');
    expect(html).toContain('<ul><li>Logement</li></ul>');
  });

  it('refuses malformed JSON with a 400, never a 5xx', async () => {
    const res = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .set('Content-Type', 'application/json')
      .send('{"country": ');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_JSON');
  });
});

describe('PUT /api/scholarships/{id}', () => {
  it('replaces every translation: a language left out is removed, the search follows', async () => {
    const created = await api.http.post('/api/scholarships').set(agent.auth).send(scholarshipPayload());
    const id: number = created.body.data.id;
    const payload = scholarshipPayload({ translations: { fr: { title: 'Bourse Türkiye Bursları' } } });

    const res = await api.http.put(`/api/scholarships/${id}`).set(admin.auth).send(payload);
    const arabic = await api.http.get(`/api/scholarships/${id}`).query({ language: 'ar' });
    const search = await api.http.get('/api/scholarships').query({ search: 'turkiye burslari' });

    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data.translations)).toEqual(['fr']);
    expect(res.body.data.translations.fr).toMatchObject({
      title: 'Bourse Türkiye Bursları',
      description: '',
      faq: [],
    });
    expect(arabic.body.data).toMatchObject({ language: 'fr', title: 'Bourse Türkiye Bursları' });
    expect(search.body.data.data.map((item: { id: number }) => item.id)).toEqual([id]);
  });

  it('answers 404 for a scholarship that does not exist, and validates like a create', async () => {
    const missing = await api.http.put('/api/scholarships/999999').set(agent.auth).send(scholarshipPayload());
    const scholarship = await createScholarship(api);
    const invalid = await api.http
      .put(`/api/scholarships/${scholarship.id}`)
      .set(agent.auth)
      .send(scholarshipPayload({ deadline: '2026-01-01' }));

    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('SCHOLARSHIP_NOT_FOUND');
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('DEADLINE_BEFORE_START');
  });
});
