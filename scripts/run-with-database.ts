/** Shared by the CLI scripts: parse env, open and migrate the configured database, run, close. */
import type { ConfiguredDatabase } from '../src/server/db/open-configured.ts';
import { openAndMigrate } from '../src/server/db/open-configured.ts';
import { type Env, loadDotEnvIfPresent, parseEnv } from '../src/server/env.ts';

export async function runWithDatabase(
  task: (database: ConfiguredDatabase, env: Env) => Promise<void>,
): Promise<void> {
  let database: ConfiguredDatabase | undefined;
  try {
    loadDotEnvIfPresent();
    const env = parseEnv();
    database = await openAndMigrate(env);
    await task(database, env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
