/** A shared summary's submission: drugs and doctors, never name or birth date (ADR 0011). */
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { medicareUsers } from '../../db/schema.ts';
import type { SubmissionRow } from '../../results/submissions.ts';

export async function sharedProfile(
  db: DbExecutor,
  userId: string,
): Promise<Pick<SubmissionRow, 'firstName' | 'medications' | 'doctors'> | null> {
  const [row] = await db
    .select({ medications: medicareUsers.medications, doctors: medicareUsers.doctors })
    .from(medicareUsers)
    .where(eq(medicareUsers.id, userId));
  return row ? { firstName: '', ...row } : null;
}
