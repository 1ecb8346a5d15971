/** Shared by the CLI scripts: parse env, open and migrate the configured database, run, close. */
import { type ConfiguredDatabase, openAndMigrate } from '../src/server/db/open-configured.ts';
import { type Env, loadDotEnvIfPresent, parseEnv } from '../src/server/env.ts';

/** Parses env and runs `task`; an error prints its message and exits 1. */
export async function runWithEnv(task: (env: Env) => Promise<void>): Promise<void> {
  try {
    loadDotEnvIfPresent();
    await task(parseEnv());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

export function runWithDatabase(
  task: (database: ConfiguredDatabase, env: Env) => Promise<void>,
): Promise<void> {
  return runWithEnv(async (env) => {
    const database = await openAndMigrate(env);
    try {
      await task(database, env);
    } finally {
      await database.close();
    }
  });
}

/** What a command prints to: the console, or a test's collector. */
export type CommandOutput = { log: (line: string) => void; error: (line: string) => void };

/** A database opened for a command: the configured one (runWithDatabase), or a test's. */
export type WithDatabase<D> = (task: (database: D) => Promise<void>) => Promise<void>;

/** Arguments → database → exit code; a line that does not parse prints its message and usage, exit 1. */
export async function runCommand<O, D, Out extends CommandOutput>(
  options: O | string,
  usage: string,
  out: Out,
  withDatabase: WithDatabase<D>,
  run: (database: D, options: O, out: Out) => Promise<number>,
): Promise<number> {
  if (typeof options === 'string') {
    out.error(`${options}\n${usage}`);
    return 1;
  }
  let code = 1;
  await withDatabase(async (database) => {
    code = await run(database, options, out);
  });
  return code;
}
