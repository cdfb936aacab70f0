import type { Request, RequestHandler } from 'express';
import { badRequest } from '#api/http/app-error.ts';
import { multipart } from '#api/uploads/upload.ts';

// Multipart without files: the spec's staff registration form sends plain fields as multipart.
const formFields = multipart([]);

/** Parses a multipart form when one is sent; JSON bodies are already parsed by the app. */
export const acceptJsonOrForm: RequestHandler = (req, res, next) => {
  if (req.is('multipart/form-data')) return formFields(req, res, next);
  next();
};

/** The body as an object of fields; none at all counts as an empty one. */
export function requestBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('BODY_NOT_OBJECT');
  return { ...body };
}
