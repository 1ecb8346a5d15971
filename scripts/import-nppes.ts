// `npm run import:nppes -- <npidata.csv> [--state OK]`: streams the CMS NPPES NPI file into the
// configured database's provider directory (docs/providers.md). Safe to re-run: rows upsert by NPI.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importNppes } from '../src/server/services/providers/nppes-import.ts';
import { runWithDatabase } from './run-with-database.ts';

const USAGE = 'Usage: npm run import:nppes -- <npidata.csv> [--state OK]';
/** A progress line every this many rows (the national file has about 9 million). */
const LOG_EVERY = 500_000;

function parseCommandLine(): { file: string; state: string } | string {
  let values: { state?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ options: { state: { type: 'string' } }, allowPositionals: true }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) return 'Give exactly one NPPES CSV file.';
  const state = values.state ?? 'OK';
  if (!/^[A-Za-z]{2}$/.test(state)) return `--state must be a two-letter state code, got "${state}".`;
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return `No such file: ${file}`;
  return { file, state: state.toUpperCase() };
}

const commandLine = parseCommandLine();
if (typeof commandLine === 'string') {
  console.error(`${commandLine}\n${USAGE}`);
  process.exitCode = 1;
} else {
  await runWithDatabase(async (database) => {
    const started = performance.now();
    console.log(`Importing ${commandLine.file} (state ${commandLine.state}) into ${database.description}…`);
    const report = await importNppes(database.db, fs.createReadStream(commandLine.file), {
      state: commandLine.state,
      sourceName: path.basename(commandLine.file),
      onProgress: (progress) => {
        if (progress.read > 0 && progress.read % LOG_EVERY === 0) {
          console.log(`  ${progress.read.toLocaleString('en-US')} rows read, ${progress.kept} kept`);
        }
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`NPPES import finished in ${seconds} s:`, report);
  });
}
