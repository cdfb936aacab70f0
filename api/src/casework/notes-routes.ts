import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { callerOf } from '../audit/audit-log.ts';
import { applicationIdParams } from '../applications/application-params.ts';
import { idListSchema } from '../http/id-list.ts';
import { parseInput } from '../http/validate.ts';
import { parseUserId, UUID_PATTERN } from '../iam/users/user-id.ts';
import { addNote } from './add-note.ts';
import { caseworkPolicy } from './casework-policy.ts';
import { noteBody } from './note-text.ts';
import { accountNotes, applicationNotes } from './notes-queries.ts';
import { presentNote } from './notes-presenter.ts';

// The bff's batch: the notes of a page of applications or accounts in one call.
const MAX_SUBJECTS = 100;
const notesQuery = z
  .object({
    applicationIds: idListSchema('NOTE_TARGET_INVALID').optional(),
    userIds: z
      .string('NOTE_TARGET_INVALID')
      .transform((ids) => [...new Set(ids.split(',').map((id) => id.trim().toLowerCase()))])
      .pipe(z.array(z.string().regex(UUID_PATTERN, 'NOTE_TARGET_INVALID')).max(MAX_SUBJECTS, 'NOTE_TARGET_INVALID'))
      .optional(),
  })
  .refine(({ applicationIds, userIds }) => (applicationIds === undefined) !== (userIds === undefined), 'NOTE_TARGET_INVALID');

/** Staff's internal notes on applications and accounts: read in batches, appended one at a time. */
export function createNotesRouter(context: AppContext): Router {
  const router = Router();
  const staffOnly = caseworkPolicy.guard('work');

  router.get('/api/admin/notes', staffOnly, async (req, res) => {
    const query = parseInput(notesQuery, req.query);
    const rows = query.applicationIds
      ? await applicationNotes(context.db, query.applicationIds)
      : await accountNotes(context.db, query.userIds ?? []);
    res.json({ data: rows.map(presentNote) });
  });

  router.post('/api/scholarships/applications/:id/notes', staffOnly, async (req, res) => {
    const { id } = parseInput(applicationIdParams, req.params);
    const { text } = parseInput(noteBody, req.body ?? {});
    const noteId = await addNote(context, callerOf(req), { applicationId: id }, text);
    const [note] = await applicationNotes(context.db, [id], noteId);
    res.status(201).json({ data: note ? presentNote(note) : null });
  });

  router.post('/api/iam/users/:id/notes', staffOnly, async (req, res) => {
    const userId = parseUserId(req.params.id);
    const { text } = parseInput(noteBody, req.body ?? {});
    const noteId = await addNote(context, callerOf(req), { userId }, text);
    const [note] = await accountNotes(context.db, [userId], noteId);
    res.status(201).json({ data: note ? presentNote(note) : null });
  });

  return router;
}
