import type { TestApi } from '../test-api.ts';
import type { TestUser } from './users.ts';

/** PUT /api/saved-scholarships/{id}, as the save button sends it; fails the test unless it is saved. */
export async function saveScholarshipFor(
  api: TestApi,
  student: TestUser,
  scholarshipId: number,
): Promise<void> {
  const res = await api.http.put(`/api/saved-scholarships/${scholarshipId}`).set(student.auth);
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`Not saved: ${res.status} ${JSON.stringify(res.body)}`);
}
