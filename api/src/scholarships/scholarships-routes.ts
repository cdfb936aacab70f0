import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';
import { currentActor } from '../auth/actor.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/app-error.ts';
import { parseInput } from '../http/validate.ts';
import { requestLanguage } from '../i18n/language.ts';
import { sendStoredFile } from '../storage/send-stored-file.ts';
import { multipart } from '../uploads/upload.ts';
import { listScholarshipsQuerySchema, withoutEmptyValues } from './list-scholarships-query.ts';
import { readScholarshipBody } from './scholarship-body.ts';
import { scholarshipInputSchema } from './scholarship-input.ts';
import { findFilterOptions, findScholarshipImage } from './scholarship-queries.ts';
import { getScholarship, listScholarships } from './scholarship-reads.ts';
import { scholarshipPolicy } from './scholarship-policy.ts';
import { createScholarship, deleteScholarship, updateScholarship } from './scholarship-writes.ts';

const languageQuerySchema = z.object({ language: z.enum(LANGUAGES, 'LANGUAGE_INVALID').optional() });

/** A scholarship id from the path; anything that is not one is a scholarship that does not exist. */
function scholarshipId(req: Request): number {
  const raw = req.params.id;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw)) throw notFound('SCHOLARSHIP_NOT_FOUND');
  return Number(raw);
}

const readsForEditing = (req: Request) => scholarshipPolicy.can(req.actor, 'readForEditing');
const publicRead = scholarshipPolicy.guard('read');

/**
 * Scholarships: public reading, staff writing. Mounted after the applications router, and
 * /filters is declared before /:id, so that neither is read as a scholarship id.
 */
// The `data` field carries every language's HTML description: room for long content.
const scholarshipForm = multipart(['image'], { maxFieldBytes: 1024 * 1024 });

export function createScholarshipsRouter(context: AppContext): Router {
  const router = Router();

  router.get('/api/scholarships', publicRead, async (req, res) => {
    const query = parseInput(listScholarshipsQuerySchema, withoutEmptyValues(req.query));
    const data = await listScholarships(context, query, {
      language: query.language ?? requestLanguage(req),
      includeTranslations: readsForEditing(req) && query.includeTranslations === 'true',
    });
    res.json({ data });
  });

  const sendFilterOptions = async (_req: Request, res: Response) => {
    res.json({ data: await findFilterOptions(context.db) });
  };
  router.get('/api/scholarships/filters', publicRead, sendFilterOptions);
  router.get('/api/scholarships/options', publicRead, sendFilterOptions);

  router.get('/api/scholarships/:id', publicRead, async (req, res) => {
    const id = scholarshipId(req);
    const { language } = parseInput(languageQuerySchema, withoutEmptyValues(req.query));
    const data = await getScholarship(context, id, {
      language: language ?? requestLanguage(req),
      includeTranslations: readsForEditing(req),
    });
    res.json({ data });
  });

  router.get('/api/scholarships/:id/image', publicRead, async (req, res) => {
    const file = await findScholarshipImage(context.db, scholarshipId(req));
    if (!file) throw notFound('SCHOLARSHIP_IMAGE_NOT_FOUND');
    await sendStoredFile(context, res, {
      storageKey: file.storageKey,
      missing: 'SCHOLARSHIP_IMAGE_NOT_FOUND',
      describe: (answer) =>
        answer
          .type(file.mimeType)
          .set('X-Content-Type-Options', 'nosniff')
          // The address carries the file's id: a new image gets a new address, so this one never changes.
          .set('Cache-Control', 'public, max-age=31536000, immutable'),
    });
  });

  router.post('/api/scholarships', scholarshipPolicy.guard('create'), scholarshipForm, async (req, res) => {
    const body = await readScholarshipBody(req);
    const input = parseInput(scholarshipInputSchema, body.input);
    const id = await createScholarship(context, input, body.image, currentActor(req).id);
    const data = await getScholarship(context, id, {
      language: requestLanguage(req),
      includeTranslations: true,
    });
    res.status(201).json({ data });
  });

  router.put(
    '/api/scholarships/:id',
    scholarshipPolicy.guard('update'),
    scholarshipForm,
    async (req, res) => {
      const id = scholarshipId(req);
      const body = await readScholarshipBody(req);
      const input = parseInput(scholarshipInputSchema, body.input);
      await updateScholarship(context, id, input, body.image);
      const data = await getScholarship(context, id, {
        language: requestLanguage(req),
        includeTranslations: true,
      });
      res.json({ data });
    },
  );

  router.delete('/api/scholarships/:id', scholarshipPolicy.guard('delete'), async (req, res) => {
    const id = scholarshipId(req);
    const force = req.query.force === 'true';
    if (force) scholarshipPolicy.authorize(req.actor, 'forceDelete');
    await deleteScholarship(context, id, force);
    res.status(204).end();
  });

  return router;
}
