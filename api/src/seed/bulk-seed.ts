import type { Database } from '../db/database.ts';
import { insertBulkApplications } from './bulk-applications.ts';
import { insertBulkScholarships } from './bulk-scholarships.ts';
import { insertBulkStudents } from './bulk-students.ts';

/** How much generated data to add (`npm run seed`, the staff-lists benchmark, their tests). */
export interface BulkSeed {
  scholarships: number;
  students: number;
  applications: number;
  scholarshipBatchSize?: number;
}

/**
 * Adds scholarships, then students, then applications of those students to those scholarships.
 * `runTag` tells this run's students apart (their addresses carry it). Answers what was written.
 */
export async function seedBulkData(
  db: Database,
  counts: BulkSeed,
  options: {
    now: Date;
    today: string;
    passwordHash: string;
    runTag: string;
    progress?: (what: string, total: number) => (written: number) => void;
  },
): Promise<{ scholarships: number; students: number; applications: number }> {
  const scholarshipIds: number[] = [];
  const scholarships = await insertBulkScholarships(db, counts.scholarships, {
    today: options.today,
    ...(counts.scholarshipBatchSize ? { batchSize: counts.scholarshipBatchSize } : {}),
    onIds: (ids) => scholarshipIds.push(...ids),
    ...(options.progress ? { onBatch: options.progress('scholarships', counts.scholarships) } : {}),
  });
  const students = await insertBulkStudents(db, counts.students, {
    passwordHash: options.passwordHash,
    runTag: options.runTag,
    now: options.now,
    ...(options.progress ? { onBatch: options.progress('students', counts.students) } : {}),
  });
  const applications =
    counts.applications > 0
      ? await insertBulkApplications(db, counts.applications, {
          runTag: options.runTag,
          scholarshipIds,
          now: options.now,
          ...(options.progress ? { onBatch: options.progress('applications', counts.applications) } : {}),
        })
      : 0;
  return { scholarships, students, applications };
}
