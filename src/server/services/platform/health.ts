import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';

export async function databaseAnswers(db: DbExecutor): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
