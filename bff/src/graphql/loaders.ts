import DataLoader from 'dataloader';
import { MAX_PAGE_SIZE } from '@bourses/common/limits';
import { DEFAULT_LANGUAGE, type Language } from '@bourses/common/languages';
import type { ApplicationModel } from '../applications/application-model.ts';
import type { ApplicationsClient } from '../applications/applications-client.ts';
import type { NoteModel } from '../casework/note-model.ts';
import type { IamClient } from '../iam/iam-client.ts';
import type { UserModel } from '../iam/user-model.ts';
import type { Viewer } from '../rest/viewer.ts';
import type { ScholarshipModel } from '../scholarships/scholarship-model.ts';
import type { ScholarshipsClient } from '../scholarships/scholarships-client.ts';
import { isNotFound } from '../rest/upstream-error.ts';
import { createPaymentLoaders, type PaymentLoaders } from '../payments/payment-loaders.ts';
import type { PaymentsClient } from '../payments/payments-client.ts';

/** Per-request batching and caching of upstream reads: a page costs a constant number of calls. */
export interface Loaders extends PaymentLoaders {
  /** Scholarships by id in one language, batched through `GET /api/scholarships?ids=`. */
  scholarship(language: Language): DataLoader<number, ScholarshipModel | null>;
  /** Users by id: one by id, or several through the users list (staff only). */
  user: DataLoader<string, UserModel | null>;
  /** Applications by id, with their history, batched through `GET /api/scholarships/applications?ids=`. */
  application: DataLoader<number, ApplicationModel | null>;
  /** The viewer's own application per scholarship id. */
  myApplication: DataLoader<number, ApplicationModel | null>;
  /** Staff: number of applications per scholarship id, batched through the staff's scholarship list. */
  applicationCount: DataLoader<number, number>;
  /** Staff: the internal notes of each application, batched through `GET /api/admin/notes?applicationIds=`. */
  applicationNotes: DataLoader<number, NoteModel[]>;
  /** Staff: the internal notes of each account, batched through `GET /api/admin/notes?userIds=`. */
  accountNotes: DataLoader<string, NoteModel[]>;
}

interface LoaderClients {
  iam: IamClient;
  scholarships: ScholarshipsClient;
  applications: ApplicationsClient;
  payments: PaymentsClient;
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
    ...createPaymentLoaders(clients.payments, viewer),
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
    application: new DataLoader(
      async (ids) => {
        // Those the caller may not see are simply absent from the answer, as a 404 would be.
        const { items } = await clients.applications.list({ page: 1, limit: ids.length, ids, includeHistory: true });
        const byId = new Map(items.map((item) => [item.id, item]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: MAX_PAGE_SIZE },
    ),
    myApplication: new DataLoader(myApplications, { maxBatchSize: MAX_PAGE_SIZE }),
    applicationCount: new DataLoader(
      async (scholarshipIds) => {
        // Staff's reading of the catalogue carries each scholarship's count.
        const { items } = await clients.scholarships.list({
          page: 1,
          limit: scholarshipIds.length,
          ids: scholarshipIds,
          language: DEFAULT_LANGUAGE,
          includeTranslations: true,
        });
        const counts = new Map(items.map((item) => [item.id, item.applicationCount ?? 0]));
        return scholarshipIds.map((id) => counts.get(id) ?? 0);
      },
      { maxBatchSize: MAX_PAGE_SIZE },
    ),
    applicationNotes: new DataLoader(
      async (ids) => groupNotes(ids, await clients.applications.notes(ids), (note) => note.applicationId),
      { maxBatchSize: MAX_PAGE_SIZE },
    ),
    accountNotes: new DataLoader(
      async (ids) => groupNotes(ids, await clients.iam.accountNotes(ids), (note) => note.userId),
      { maxBatchSize: MAX_PAGE_SIZE },
    ),
  };
}

/** The notes of one batch answer, by the id they are about, in the answer's order (newest first). */
function groupNotes<Id>(ids: readonly Id[], notes: NoteModel[], subjectOf: (note: NoteModel) => Id | null): NoteModel[][] {
  const bySubject = new Map<Id, NoteModel[]>();
  for (const note of notes) {
    const subject = subjectOf(note);
    if (subject !== null) bySubject.set(subject, [...(bySubject.get(subject) ?? []), note]);
  }
  return ids.map((id) => bySubject.get(id) ?? []);
}
