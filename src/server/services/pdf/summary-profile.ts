/**
 * What a summary opened through a share link needs of the submission: its drugs and doctors, and
 * not the person's name or birth date (the shared results leave them out, ADR 0011). The caller
 * has opened the share already; that is the only way to reach this.
 */
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
