import { Router } from 'express';
import { currentActor } from '#api/auth/actor.ts';
import type { AppContext } from '#api/context.ts';
import { pageOf } from '#api/http/page.ts';
import { parseInput } from '#api/http/validate.ts';
import { withoutEmptyValues } from '#api/scholarships/list-scholarships-query.ts';
import { casablancaToday } from '#api/scholarships/deadline.ts';
import { listSavedScholarshipsQuery, savedScholarshipParams } from './saved-scholarship-params.ts';
import { savedScholarshipPolicy } from './saved-scholarship-policy.ts';
import { presentSavedScholarship } from './saved-scholarship-presenter.ts';
import {
  findSavedAmong,
  listSavedScholarships,
  saveScholarship,
  unsaveScholarship,
} from './saved-scholarship-queries.ts';

/** The signed-in student's saved scholarships: list, save, unsave (docs/product-rules.md). */
export function createSavedScholarshipsRouter(context: AppContext): Router {
  const router = Router();
  const guard = savedScholarshipPolicy.guard('save');

  router.get('/api/saved-scholarships', guard, async (req, res) => {
    const query = parseInput(listSavedScholarshipsQuery, withoutEmptyValues(req.query));
    const userId = currentActor(req).id;
    if (query.ids) {
      // The bff's batch: which scholarships of a page the student saved.
      const rows = await findSavedAmong(context.db, userId, query.ids);
      res.json({ data: pageOf(rows.map(presentSavedScholarship), rows.length, 1, query.ids.length) });
      return;
    }
    const { total, rows } = await listSavedScholarships(
      context.db,
      userId,
      { offset: (query.page - 1) * query.limit, limit: query.limit },
      casablancaToday(context.clock.now()),
    );
    res.json({ data: pageOf(rows.map(presentSavedScholarship), total, query.page, query.limit) });
  });

  router.put('/api/saved-scholarships/:id', guard, async (req, res) => {
    const { id } = parseInput(savedScholarshipParams, req.params);
    const { saved, created } = await saveScholarship(
      context.db,
      currentActor(req).id,
      id,
      context.clock.now(),
    );
    res.status(created ? 201 : 200).json({ data: presentSavedScholarship(saved) });
  });

  router.delete('/api/saved-scholarships/:id', guard, async (req, res) => {
    const { id } = parseInput(savedScholarshipParams, req.params);
    await unsaveScholarship(context.db, currentActor(req).id, id);
    res.status(204).end();
  });

  return router;
}
