import { Router } from 'express';
import type { AppContext } from '../context.ts';

/** Every scholarship and application endpoint of spec section 7. */
export function createScholarshipsRouter(_context: AppContext): Router {
  const router = Router();
  return router;
}
