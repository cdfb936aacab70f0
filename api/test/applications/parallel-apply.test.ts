import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, filesOnDisk } from '../factories/applications.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('20 parallel applies of one student to one scholarship', () => {
  it('create exactly one application and keep exactly one receipt; the others get 409', async () => {
    // Arrange
    const student = await createUser(api);
    const scholarship = await createScholarship(api);

    // Act
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(api, student, scholarship.id)));

    // Assert
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const applications = await api.context.db
      .selectFrom('applications')
      .select(['id', 'receiptFileId'])
      .where('userId', '=', student.user.id)
      .execute();
    expect(applications).toHaveLength(1);
    const history = await api.context.db.selectFrom('applicationHistory').select('id').execute();
    expect(history).toHaveLength(1);
    const fileRows = await api.context.db
      .selectFrom('files')
      .select('id')
      .where('ownerId', '=', student.user.id)
      .execute();
    expect(fileRows).toEqual([{ id: applications[0]?.receiptFileId }]);
    expect(await filesOnDisk(api)).toBe(1);
  });
});
