import type { Language } from '@bourses/common/languages';
import type { ScholarshipStatus } from '@bourses/common/statuses';
import { objectData, pageData } from '../rest/envelopes.ts';
import type { StreamedFile } from '../rest/multipart-body.ts';
import type { RestClient } from '../rest/rest-client.ts';
import {
  scholarshipAnswerSchema,
  scholarshipFilterOptionsAnswerSchema,
  scholarshipSitemapEntrySchema,
  scholarshipSummaryAnswerSchema,
} from '@bourses/api/contract';
import { idSegment } from '../rest/resource-id.ts';

export interface ScholarshipListQuery {
  page: number;
  limit: number;
  language: Language;
  search?: string | null;
  country?: string | null;
  university?: string | null;
  deadline?: string | null;
  ids?: readonly (string | number)[] | null;
  /** Staff: only this status. */
  status?: ScholarshipStatus | null;
  /** Staff: every language's content too. */
  includeTranslations?: boolean;
  /** Each scholarship without its long content (the api's `view=summary`). */
  summary?: boolean;
}

/** A scholarship as staff write it; the api validates every field. */
export type ScholarshipWrite = Record<string, unknown>;

/** The scholarship service's catalogue (/api/scholarships). */
export function createScholarshipsClient(rest: RestClient) {
  const write = async (method: 'POST' | 'PUT', path: string, input: ScholarshipWrite, image: Promise<StreamedFile> | null) => {
    const body = image
      ? await rest.sendMultipart(method, path, [{ name: 'data', value: JSON.stringify(input) }, { name: 'image', file: image }])
      : await rest.send(method, path, input);
    return objectData(scholarshipAnswerSchema, body, `${method} ${path}`);
  };

  return {
    async list(query: ScholarshipListQuery) {
      const body = await rest.get('/api/scholarships', {
        page: query.page,
        limit: query.limit,
        language: query.language,
        search: query.search,
        country: query.country,
        university: query.university,
        deadline: query.deadline,
        ids: query.ids?.join(','),
        status: query.status,
        includeTranslations: query.includeTranslations ? 'true' : undefined,
        view: query.summary ? 'summary' : undefined,
      });
      return pageData(query.summary ? scholarshipSummaryAnswerSchema : scholarshipAnswerSchema, body, 'scholarships');
    },
    async scholarship(id: string | number, language: Language, includeTranslations: boolean) {
      const body = await rest.get(`/api/scholarships/${idSegment(id)}`, {
        language,
        includeTranslations: includeTranslations ? 'true' : undefined,
      });
      return objectData(scholarshipAnswerSchema, body, 'scholarship');
    },
    /** Every scholarship's id and last change, for /sitemap.xml. */
    async sitemap() {
      return objectData(scholarshipSitemapEntrySchema.array(), await rest.get('/api/scholarships/sitemap'), 'scholarship sitemap');
    },
    async filterOptions() {
      return objectData(scholarshipFilterOptionsAnswerSchema, await rest.get('/api/scholarships/filters'), 'scholarship filters');
    },
    create: (input: ScholarshipWrite, image: Promise<StreamedFile> | null) => write('POST', '/api/scholarships', input, image),
    update: (id: string, input: ScholarshipWrite, image: Promise<StreamedFile> | null) =>
      write('PUT', `/api/scholarships/${idSegment(id)}`, input, image),
    /** Publish, unpublish, archive or restore; answers the scholarship as staff read it. */
    async changeStatus(id: string, change: string) {
      const path = `/api/scholarships/${idSegment(id)}/${change}`;
      return objectData(scholarshipAnswerSchema, await rest.send('POST', path), `POST ${path}`);
    },
    /** A draft copy; answers the copy. */
    async duplicate(id: string) {
      const path = `/api/scholarships/${idSegment(id)}/duplicate`;
      return objectData(scholarshipAnswerSchema, await rest.send('POST', path), `POST ${path}`);
    },
    async remove(id: string, force: boolean) {
      await rest.send('DELETE', `/api/scholarships/${idSegment(id)}${force ? '?force=true' : ''}`);
    },
  };
}

export type ScholarshipsClient = ReturnType<typeof createScholarshipsClient>;
