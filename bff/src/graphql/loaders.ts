import DataLoader from 'dataloader';
import { MAX_PAGE_SIZE } from '@bourses/common/limits';
import type { Language } from '@bourses/common/languages';
import type { ApplicationModel } from '../applications/application-model.ts';
import type { ApplicationsClient } from '../applications/applications-client.ts';
import type { IamClient } from '../iam/iam-client.ts';
import type { UserModel } from '../iam/user-model.ts';
import type { Viewer } from '../rest/viewer.ts';
import type { ScholarshipModel } from '../scholarships/scholarship-model.ts';
import type { ScholarshipsClient } from '../scholarships/scholarships-client.ts';
import { isNotFound } from '../rest/upstream-error.ts';

/** Per-request batching and caching of upstream reads: a page costs a constant number of calls. */
export interface Loaders {
  /** Scholarships by id in one language, batched through `GET /api/scholarships?ids=`. */
  scholarship(language: Language): DataLoader<number, ScholarshipModel | null>;
  /** Users by id: one by id, or several through the users list (staff only). */
  user: DataLoader<string, UserModel | null>;
  /** Applications by id, with their history. */
  application: DataLoader<number, ApplicationModel | null>;
  /** The viewer's own application per scholarship id. */
  myApplication: DataLoader<number, ApplicationModel | null>;
  /** Staff: number of applications per scholarship id. */
  applicationCount: DataLoader<number, number>;
}

interface LoaderClients {
  iam: IamClient;
  scholarships: ScholarshipsClient;
  applications: ApplicationsClient;
}

// Up to this many distinct users, asking each by id costs no more than walking the list.
const USERS_BY_ID_THRESHOLD = 2;
// Pages of the users list walked before falling back to one call per missing user.
const MAX_USER_PAGES = 3;

export function createLoaders(clients: LoaderClients, viewer: Viewer | null): Loaders {
  const scholarshipLoaders = new Map<Language, DataLoader<number, ScholarshipModel | null>>();

  const orNull = async <T>(work: Promise<T>): Promise<T | null> => {
    try {
      return await work;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  async function usersByIds(ids: readonly string[]): Promise<(UserModel | null)[]> {
    const found = new Map<string, UserModel>();
    if (new Set(ids).size > USERS_BY_ID_THRESHOLD) {
      const wanted = new Set(ids);
      for (let page = 1; page <= MAX_USER_PAGES; page += 1) {
        const result = await clients.iam.listUsers({ page, limit: MAX_PAGE_SIZE, ids });
        for (const user of result.items) if (wanted.has(user.id)) found.set(user.id, user);
        if (ids.every((id) => found.has(id)) || page >= result.pagination.pages) break;
      }
    }
    const missing = [...new Set(ids.filter((id) => !found.has(id)))];
    const fetched = await Promise.all(missing.map((id) => orNull(clients.iam.user(id))));
    missing.forEach((id, index) => {
      const user = fetched[index];
      if (user) found.set(id, user);
    });
    return ids.map((id) => found.get(id) ?? null);
  }

  async function myApplications(scholarshipIds: readonly number[]): Promise<(ApplicationModel | null)[]> {
    // Only approved students have applications (the api refuses the others).
    if (!viewer || viewer.isStaff || viewer.approvalStatus !== 'APPROVED') return scholarshipIds.map(() => null);
    // One page of the student's own applications covers any page of scholarships (one student
    // applies once per scholarship); for a single scholarship, just that one.
    const [onlyId] = scholarshipIds;
    const own = await clients.applications.list({
      page: 1,
      limit: MAX_PAGE_SIZE,
      userId: viewer.userId,
      scholarshipId: scholarshipIds.length === 1 ? onlyId : undefined,
    });
    const byScholarship = new Map(own.items.map((item) => [item.scholarshipId, item]));
    return scholarshipIds.map((id) => byScholarship.get(id) ?? null);
  }

  return {
    scholarship(language) {
      let loader = scholarshipLoaders.get(language);
      if (!loader) {
        loader = new DataLoader(
          async (ids) => {
            const { items } = await clients.scholarships.list({
              page: 1,
              limit: ids.length,
              ids,
              language,
              includeTranslations: viewer?.isStaff ?? false,
            });
            const byId = new Map(items.map((item) => [item.id, item]));
            return ids.map((id) => byId.get(id) ?? null);
          },
          { maxBatchSize: MAX_PAGE_SIZE },
        );
        scholarshipLoaders.set(language, loader);
      }
      return loader;
    },
    user: new DataLoader(usersByIds, { maxBatchSize: MAX_PAGE_SIZE }),
    application: new DataLoader(async (ids) => Promise.all(ids.map((id) => orNull(clients.applications.application(id))))),
    myApplication: new DataLoader(myApplications, { maxBatchSize: MAX_PAGE_SIZE }),
    applicationCount: new DataLoader(async (scholarshipIds) =>
      Promise.all(
        scholarshipIds.map(async (scholarshipId) => {
          const { pagination } = await clients.applications.list({ page: 1, limit: 1, scholarshipId });
          return pagination.total;
        }),
      ),
    ),
  };
}
