/**
 * `npm run import -- <kind> <file> [--mode create|upsert] [--state OK] [--sheet NAME]`: the import
 * screen's twin for scripted updates (issue 7; docs/import.md). The same services: the file is
 * checked by content, columns are mapped automatically by header name, every row is validated,
 * and only a file without errors is written, in one transaction. Prints the counts and each row
 * error (plans hold no PHI); exits with 1 on any error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Db } from '../src/server/db/client.ts';
import { AppError } from '../src/server/errors.ts';
import { finishJob, getJob } from '../src/server/services/import/import-jobs.ts';
import { previewImport, startImport, uploadImport } from '../src/server/services/import/import-service.ts';
import { ImportState } from '../src/server/services/import/import-state.ts';
import { importPartD } from '../src/server/services/import/partd-import.ts';
import { importRxTerms } from '../src/server/services/import/rxterms-import.ts';
import {
  IMPORT_KINDS,
  IMPORT_MESSAGES,
  IMPORT_MODES,
  type ImportKind,
  type ImportMode,
  type ImportRowError,
  importRunRequestSchema,
} from '../src/shared/import-contracts.ts';
import { runWithDatabase } from './run-with-database.ts';

export const USAGE = [
  'Usage: npm run import -- <plans|landscape|formulary|network> <file> [--mode create|upsert] [--state OK] [--sheet NAME]',
  '       npm run import -- partd <folder-or-zip> [--state OK] [--contract-year YYYY] [--release-date YYYY-MM-DD] [--sample]',
  '       npm run import -- rxterms <RxTerms file> [--sample]',
].join('\n');

type Options = { kind: ImportKind; file: string; mode: ImportMode; state: string; sheet?: string };
type Output = { log: (line: string) => void; error: (line: string) => void };

export function parseCommandLine(argv: string[]): Options | string {
  let values: { mode?: string; state?: string; sheet?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { mode: { type: 'string' }, state: { type: 'string' }, sheet: { type: 'string' } },
      allowPositionals: true,
    }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const [kind, file, ...extra] = positionals;
  if (!kind || !(IMPORT_KINDS as readonly string[]).includes(kind))
    return `Kind must be one of ${IMPORT_KINDS.join(', ')}.`;
  if (!file || extra.length > 0) return 'Give exactly one file.';
  const mode = values.mode ?? 'create';
  if (!(IMPORT_MODES as readonly string[]).includes(mode))
    return `--mode must be create or upsert, got "${mode}".`;
  const state = values.state ?? 'OK';
  if (!/^[A-Za-z]{2}$/.test(state)) return `--state must be a two-letter state code, got "${state}".`;
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return `No such file: ${file}`;
  return {
    kind: kind as ImportKind,
    file,
    mode: mode as ImportMode,
    state: state.toUpperCase(),
    ...(values.sheet ? { sheet: values.sheet } : {}),
  };
}

function printRowErrors(out: Output, rowErrors: ImportRowError[]) {
  for (const r of rowErrors) {
    const where = r.planId ? `Row ${r.row} (${r.planId})` : `Row ${r.row}`;
    for (const e of r.errors) out.error(`  ${where}: ${e.field}: ${e.message}`);
  }
}

/** Runs one import on an open database; answers the exit code. */
export async function runImport(db: Db, options: Options, out: Output): Promise<number> {
  const actor = { adminId: null, clientAddress: 'command line' };
  const state = new ImportState();
  try {
    const content = new Uint8Array(fs.readFileSync(options.file));
    const uploaded = await uploadImport(
      db,
      state,
      { content, fileName: path.basename(options.file), kind: options.kind },
      actor,
    );
    const sheet = options.sheet ?? uploaded.sheets[0]?.name ?? '';
    if (!uploaded.sheets.some((s) => s.name === sheet)) {
      out.error(
        `${IMPORT_MESSAGES.sheetNotFound}: "${sheet}" (sheets: ${uploaded.sheets.map((s) => s.name).join(', ')})`,
      );
      await finishJob(db, uploaded.job.id, {
        status: 'failed',
        errors: { message: IMPORT_MESSAGES.sheetNotFound },
      });
      return 1;
    }
    const mapping = uploaded.suggestedMapping[sheet] ?? {};
    const unmapped = Object.entries(mapping)
      .filter(([, field]) => field === null)
      .map(([header]) => header);
    if (options.kind !== 'landscape' && unmapped.length > 0)
      out.log(`Columns not imported: ${unmapped.join(', ')}`);
    const request = importRunRequestSchema.parse({
      sheet,
      mapping,
      mode: options.mode,
      state: options.state,
    });
    const preview = await previewImport(db, state, uploaded.job.id, request);
    if (preview.rowErrors.length > 0) {
      out.error(`${IMPORT_MESSAGES.rowErrors} (${preview.rowErrors.length} of ${preview.totalRows} rows):`);
      printRowErrors(out, preview.rowErrors);
      await finishJob(db, uploaded.job.id, {
        status: 'failed',
        errors: { message: IMPORT_MESSAGES.rowErrors, rowErrors: preview.rowErrors },
      });
      return 1;
    }
    await startImport(db, state, uploaded.job.id, request, actor, {
      onError: (error) => out.error(`  ${error instanceof Error ? error.name : 'Error'}`),
    });
    await state.finished(uploaded.job.id);
    const job = await getJob(db, state, uploaded.job.id);
    if (job.status !== 'completed') {
      out.error(job.errors?.message ?? IMPORT_MESSAGES.failed);
      printRowErrors(out, job.errors?.rowErrors ?? []);
      return 1;
    }
    const mode = job.mode ? `, ${job.mode}` : '';
    out.log(
      `Imported ${job.fileName} (${job.kind}${mode}): ${job.recordsTotal} records, ${job.summary?.created ?? 0} created, ${job.summary?.updated ?? 0} updated.`,
    );
    return 0;
  } catch (error) {
    out.error(error instanceof AppError || error instanceof Error ? error.message : String(error));
    return 1;
  }
}

type WithDatabase = (task: (database: { db: Db }) => Promise<void>) => Promise<void>;

/**
 * The command: arguments → the database → exit code. `withDatabase` opens the configured one
 * (run-with-database.ts); tests hand in theirs.
 */
export async function main(
  argv: string[],
  out: Output = { log: console.log, error: console.error },
  withDatabase: WithDatabase = runWithDatabase,
): Promise<number> {
  if (argv[0] === 'partd' || argv[0] === 'rxterms') return mainRelease(argv, out, withDatabase);
  const options = parseCommandLine(argv);
  if (typeof options === 'string') {
    out.error(`${options}\n${USAGE}`);
    return 1;
  }
  let code = 1;
  await withDatabase(async (database) => {
    code = await runImport(database.db, options, out);
  });
  return code;
}

type ReleaseOptions = {
  kind: 'partd' | 'rxterms';
  target: string;
  states: string[];
  sample: boolean;
  contractYear?: number;
  releaseDate?: string;
};

/** `partd <folder-or-zip>` and `rxterms <file>`: Medicare's drug files, read as they are published. */
export function parseReleaseCommandLine(argv: string[]): ReleaseOptions | string {
  let values: { state?: string; sample?: boolean; 'contract-year'?: string; 'release-date'?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: {
        state: { type: 'string' },
        sample: { type: 'boolean' },
        'contract-year': { type: 'string' },
        'release-date': { type: 'string' },
      },
      allowPositionals: true,
    }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const [kind, target, ...extra] = positionals;
  if (kind !== 'partd' && kind !== 'rxterms') return 'Kind must be partd or rxterms.';
  if (!target || extra.length > 0)
    return kind === 'partd' ? 'Give exactly one folder or zip.' : 'Give exactly one file.';
  if (!fs.existsSync(target)) return `No such file or folder: ${target}`;
  const states = (values.state ?? 'OK').split(',').map((s) => s.trim().toUpperCase());
  if (states.some((s) => !/^[A-Z]{2}$/.test(s)))
    return `--state must be two-letter state codes, got "${values.state}".`;
  const year = values['contract-year'];
  if (year !== undefined && !/^20\d\d$/.test(year)) return `--contract-year must be a year, got "${year}".`;
  const date = values['release-date'];
  if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date))
    return `--release-date must be YYYY-MM-DD, got "${date}".`;
  return {
    kind,
    target,
    states,
    sample: values.sample === true,
    ...(year ? { contractYear: Number(year) } : {}),
    ...(date ? { releaseDate: date } : {}),
  };
}

export async function runReleaseImport(db: Db, options: ReleaseOptions, out: Output): Promise<number> {
  if (options.kind === 'rxterms') {
    const result = await importRxTerms(db, options.target, { sample: options.sample });
    if (!result.ok) {
      out.error(`${result.problemCount} problems in ${path.basename(options.target)}: nothing was imported.`);
      for (const p of result.problems)
        out.error(`  line ${p.line}${p.field ? `, ${p.field}` : ''}: ${p.message}`);
      return 1;
    }
    out.log(
      `Imported ${result.rows} RxNorm drugs; ${result.matched} tied to the catalogue's dosages, ${result.catalogueDosagesWithoutConcept} catalogue dosages without one.`,
    );
    return 0;
  }
  const result = await importPartD(db, options.target, {
    states: options.states,
    sample: options.sample,
    release: {
      ...(options.contractYear ? { contractYear: options.contractYear } : {}),
      ...(options.releaseDate ? { releaseDate: options.releaseDate } : {}),
    },
    onProgress: out.log,
  });
  if (!result.ok) {
    out.error(result.message);
    for (const p of result.problems)
      out.error(`  ${p.file}, line ${p.line}${p.field ? `, ${p.field}` : ''}: ${p.message}`);
    if (result.problemCount > result.problems.length)
      out.error(`  …and ${result.problemCount - result.problems.length} more.`);
    return 1;
  }
  const counts = Object.entries(result.counts)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  out.log(
    `Imported Part D release ${result.label} for ${result.contractYear}: ${result.plans} plans; rows kept: ${counts} (${result.seconds.toFixed(1)} s).`,
  );
  return 0;
}

async function mainRelease(argv: string[], out: Output, withDatabase: WithDatabase): Promise<number> {
  const options = parseReleaseCommandLine(argv);
  if (typeof options === 'string') {
    out.error(`${options}\n${USAGE}`);
    return 1;
  }
  let code = 1;
  await withDatabase(async (database) => {
    try {
      code = await runReleaseImport(database.db, options, out);
    } catch (error) {
      out.error(error instanceof Error ? error.message : String(error));
      code = 1;
    }
  });
  return code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
