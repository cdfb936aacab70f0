import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';
import { callerOf } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/app-error.ts';
import { sendPublicRead } from '../http/public-read.ts';
import { parseInput } from '../http/validate.ts';
import { requestLanguage } from '../i18n/language.ts';
import { savedScholarshipPolicy } from '../saved-scholarships/saved-scholarship-policy.ts';
import { sendStoredFile } from '../storage/send-stored-file.ts';
import { makePictureCopies, type PictureCopy } from '../uploads/picture-copies.ts';
import { multipart, type CheckedFile } from '../uploads/upload.ts';
import { listScholarshipsQuerySchema, withoutEmptyValues } from './list-scholarships-query.ts';
import { readScholarshipBody } from './scholarship-body.ts';
import { scholarshipInputSchema } from './scholarship-input.ts';
import { summaryOf } from './scholarship-presenter.ts';
import { findFilterOptions } from './filter-options.ts';
import { findScholarshipImage, findScholarshipPictureCopy } from './scholarship-queries.ts';
import { getScholarship, listScholarships } from './scholarship-reads.ts';
import { scholarshipPolicy } from './scholarship-policy.ts';
import { findSitemapEntries } from './scholarship-sitemap.ts';
import { createScholarship, deleteScholarship, updateScholarship } from './scholarship-writes.ts';
import { duplicateScholarship } from './duplicate-scholarship.ts';
import { changeScholarshipStatus, isStatusChange } from './scholarship-status-change.ts';
import { visibilityFor } from './scholarship-visibility.ts';

const languageQuerySchema = z.object({ language: z.enum(LANGUAGES, 'LANGUAGE_INVALID').optional() });

/** A scholarship id from the path; anything that is not one is a scholarship that does not exist. */
function scholarshipId(req: Request): number {
  const raw = req.params.id;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw)) throw notFound('SCHOLARSHIP_NOT_FOUND');
  return Number(raw);
}

/** A copy's file name in its address: `800.webp`. */
const PICTURE_COPY_NAME = /^([1-9]\d{0,4})\.(webp|avif)$/;

/** A sent image turned into its resized copies, once the rest of the form is known to be valid. */
const pictureCopiesOf = (image: CheckedFile | undefined): Promise<PictureCopy[]> =>
  image ? makePictureCopies(image, 'image') : Promise.resolve([]);

// The address carries the picture's file id: a new picture gets new addresses, so these never change.
const describeImage = (mimeType: string) => (answer: Response) =>
  answer
    .type(mimeType)
    .set('X-Content-Type-Options', 'nosniff')
    .set('Cache-Control', 'public, max-age=31536000, immutable');

/** Staff's read of a scholarship they just wrote: every language, any status. */
const staffRead = (req: Request) => ({ language: requestLanguage(req), includeTranslations: true, visible: {} });

const readsForEditing = (req: Request) => scholarshipPolicy.can(req.actor, 'readForEditing');
const publicRead = scholarshipPolicy.guard('read');
/** The caller, when they may save scholarships: each one read then says whether they saved it. */
const saverOf = (req: Request) => (req.actor && savedScholarshipPolicy.can(req.actor, 'save') ? req.actor.id : undefined);

/**
 * Scholarships: public reading, staff writing. Mounted after the applications router, and
 * /filters and /sitemap are declared before /:id, so that neither is read as a scholarship id.
 */
// The `data` field carries every language's HTML description: room for long content.
const scholarshipForm = multipart(['image'], { maxFieldBytes: 1024 * 1024 });

export function createScholarshipsRouter(context: AppContext): Router {
  const router = Router();

  router.get('/api/scholarships', publicRead, async (req, res) => {
    const query = parseInput(listScholarshipsQuerySchema, withoutEmptyValues(req.query));
    const staff = readsForEditing(req);
    const data = await listScholarships(context, query, {
      language: query.language ?? requestLanguage(req),
      includeTranslations: staff && query.includeTranslations === 'true',
      visible: visibilityFor(req.actor, staff, { status: query.status, byId: query.ids !== undefined }),
      savedBy: saverOf(req),
    });
    sendPublicRead(req, res, query.view === 'summary' ? { ...data, data: data.data.map(summaryOf) } : data);
  });

  const sendFilterOptions = async (req: Request, res: Response) => {
    sendPublicRead(req, res, await findFilterOptions(context.db));
  };
  router.get('/api/scholarships/filters', publicRead, sendFilterOptions);
  router.get('/api/scholarships/options', publicRead, sendFilterOptions);
  // The bff's /sitemap.xml.
  router.get('/api/scholarships/sitemap', publicRead, async (_req, res) => {
    res.json({ data: await findSitemapEntries(context.db) });
  });

  router.get('/api/scholarships/:id', publicRead, async (req, res) => {
    const id = scholarshipId(req);
    const { language } = parseInput(languageQuerySchema, withoutEmptyValues(req.query));
    const staff = readsForEditing(req);
    const data = await getScholarship(context, id, {
      language: language ?? requestLanguage(req),
      includeTranslations: staff,
      visible: visibilityFor(req.actor, staff, { byId: true }),
      savedBy: saverOf(req),
    });
    sendPublicRead(req, res, data);
  });

  router.get('/api/scholarships/:id/image', publicRead, async (req, res) => {
    const file = await findScholarshipImage(context.db, scholarshipId(req));
    if (!file) throw notFound('SCHOLARSHIP_IMAGE_NOT_FOUND');
    await sendStoredFile(context, res, {
      storageKey: file.storageKey,
      missing: 'SCHOLARSHIP_IMAGE_NOT_FOUND',
      describe: describeImage(file.mimeType),
    });
  });

  // One resized copy of an uploaded picture, for srcset: /api/scholarships/7/image/800.webp?v=…
  router.get('/api/scholarships/:id/image/:copy', publicRead, async (req, res) => {
    const id = scholarshipId(req);
    const [, width, extension] = PICTURE_COPY_NAME.exec(String(req.params.copy)) ?? [];
    const file =
      width && extension
        ? await findScholarshipPictureCopy(context.db, id, Number(width), `image/${extension}`)
        : undefined;
    if (!file) throw notFound('SCHOLARSHIP_IMAGE_NOT_FOUND');
    await sendStoredFile(context, res, {
      storageKey: file.storageKey,
      missing: 'SCHOLARSHIP_IMAGE_NOT_FOUND',
      describe: describeImage(file.mimeType),
    });
  });

  router.post('/api/scholarships', scholarshipPolicy.guard('create'), scholarshipForm, async (req, res) => {
    const body = await readScholarshipBody(req);
    const input = parseInput(scholarshipInputSchema, body.input);
    const picture = await pictureCopiesOf(body.image);
    const id = await createScholarship(context, input, picture, callerOf(req));
    const data = await getScholarship(context, id, {
      language: requestLanguage(req),
      includeTranslations: true,
      visible: {},
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
      await updateScholarship(context, callerOf(req), id, input, await pictureCopiesOf(body.image));
      const data = await getScholarship(context, id, {
        language: requestLanguage(req),
        includeTranslations: true,
        visible: {},
      });
      res.json({ data });
    },
  );

  // A draft copy (texts, FAQ, dates, picture); answers the copy.
  router.post('/api/scholarships/:id/duplicate', scholarshipPolicy.guard('duplicate'), async (req, res) => {
    const copyId = await duplicateScholarship(context, callerOf(req), scholarshipId(req));
    res.status(201).json({ data: await getScholarship(context, copyId, staffRead(req)) });
  });

  // Publish, unpublish, archive, restore: POST /api/scholarships/7/publish; answers the scholarship.
  router.post('/api/scholarships/:id/:change', scholarshipPolicy.guard('changeStatus'), async (req, res) => {
    const id = scholarshipId(req);
    const change = String(req.params.change);
    if (!isStatusChange(change)) throw notFound('SCHOLARSHIP_NOT_FOUND');
    await changeScholarshipStatus(context, callerOf(req), id, change);
    res.json({ data: await getScholarship(context, id, staffRead(req)) });
  });

  router.delete('/api/scholarships/:id', scholarshipPolicy.guard('delete'), async (req, res) => {
    const id = scholarshipId(req);
    const force = req.query.force === 'true';
    if (force) scholarshipPolicy.authorize(req.actor, 'forceDelete');
    await deleteScholarship(context, callerOf(req), id, force);
    res.status(204).end();
  });

  return router;
}
