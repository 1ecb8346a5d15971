// `npm run data:update -- --year 2027 --state OK [--from DIR] [--release rxterms=202611]`: a year's Medicare
// files (data/medicare-files.json) downloaded or taken from --from, checked, and imported in dependency order,
// each in one transaction (a refused file keeps the old data, exit 1); ends with what changed (docs/data-sources.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../src/server/db/client.ts';
import { medicarePlans } from '../src/server/db/schema.ts';
import { DATA_UPDATE_ACTION } from '../src/server/services/catalogue/data-sources.ts';
import { importPbpBenefits } from '../src/server/services/import/pbp/import.ts';
import { parseMappingCsv } from '../src/server/services/import/plan-net/plan-matching.ts';
import { importPlanNetDirectory } from '../src/server/services/import/plan-net/plan-net-import.ts';
import { type ImportSource, openSource } from '../src/server/services/import/source.ts';
import { writeAudit } from '../src/server/services/platform/audit.ts';
import { importNppes } from '../src/server/services/providers/nppes-import.ts';
import { formularyChangeLine, formularyTiers } from './formulary-changes.ts';
import { type FileJobOptions, reason, runFileImport } from './import.ts';
import { runCommand, runWithDatabase, type WithDatabase } from './run-with-database.ts';

export const USAGE =
  'Usage: npm run data:update -- --year 2027 [--state OK] [--from DIR] [--release DATASET=VALUE …] [--manifest FILE]';

const DEFAULT_MANIFEST = path.resolve(import.meta.dirname, '../data/medicare-files.json');
/** Dependency order: the Landscape creates the year's plans that PBP and Part D fill in. */
const ORDER = ['landscape', 'pbp', 'partd', 'plan-net', 'rxterms', 'nppes'] as const;

const entrySchema = z.object({
  dataset: z.enum(ORDER),
  page: z.string().url(),
  fileName: z.string().optional(),
  url: z.string().optional(),
  note: z.string().optional(),
  /** Plan-Net: each carrier's directory export (zip, folder's zip or Bundle) and its mapping file. */
  endpoints: z.array(z.object({ url: z.string(), mapping: z.string().optional() })).optional(),
  /** What {release} looks like (a regex), so the page's other files do not match. */
  release: z.string().optional(),
  innerFiles: z.array(z.string()).default([]),
  headers: z.record(z.string(), z.array(z.string())).default({}),
  size: z.number().int().positive().optional(),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
const manifestSchema = z.object({ datasets: z.array(entrySchema) });
type Entry = z.infer<typeof entrySchema>;

type Options = Exclude<ReturnType<typeof parseCommandLine>, string>;
type Output = { log: (line: string) => void; error: (line: string) => void; tty?: boolean };

export function parseCommandLine(argv: string[]) {
  const text = { type: 'string' } as const;
  const parse = () =>
    parseArgs({
      args: argv,
      options: {
        year: text,
        state: text,
        from: text,
        manifest: text,
        release: { ...text, multiple: true },
        work: text,
      },
    }).values;
  let values: ReturnType<typeof parse>;
  try {
    values = parse();
  } catch (error) {
    return reason(error);
  }
  if (!values.year || !/^20\d\d$/.test(values.year)) return `--year must be a plan year such as 2027.`;
  const state = (values.state ?? 'OK').toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) return `--state must be a two-letter state code, got "${values.state}".`;
  if (values.from && !fs.existsSync(values.from)) return `No such folder: ${values.from}`;
  const releases = new Map<string, string>();
  for (const r of values.release ?? []) {
    const [dataset, value] = r.split('=');
    if (!dataset || !value || !(ORDER as readonly string[]).includes(dataset))
      return `--release takes DATASET=VALUE (datasets: ${ORDER.join(', ')}), got "${r}".`;
    releases.set(dataset, value);
  }
  return {
    year: Number(values.year),
    state,
    ...(values.from ? { from: values.from } : {}),
    manifest: values.manifest ?? DEFAULT_MANIFEST,
    releases,
    work: values.work ?? path.join(os.tmpdir(), 'clearplan-data-update'),
  };
}

export class DataUpdateError extends Error {}

function fill(pattern: string, year: number, release: string | undefined): string {
  if (pattern.includes('{release}') && release === undefined)
    throw new DataUpdateError('needs its release: give --release or put the file in --from DIR');
  return pattern.replaceAll('{year}', String(year)).replaceAll('{release}', release ?? '');
}

/** The entry's file name as a pattern ({year}, {release}); `_`/`-` and case ignored, as publishers spell either. */
function fileNamePattern(entry: Entry, year: number, release: string | undefined): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&').replace(/[-_]/g, '[-_]');
  const group = `(${release === undefined ? (entry.release ?? '[^/]+') : literal(release)})`;
  const parts = (entry.fileName ?? '').replaceAll('{year}', String(year)).split('{release}');
  return new RegExp(`^${parts.map(literal).join(group)}$`, 'i');
}

/** YYYYMM of "December_2026" (NPPES's monthly name), else the release as it is. */
const releaseOrder = (release: string) =>
  release.replace(/^([a-z]{3})[a-z]*[-_](\d{4})$/i, (whole, month: string, y: string) => {
    const m = MONTHS.indexOf(month.toLowerCase());
    return m < 0 ? whole : `${y}${String(m + 1).padStart(2, '0')}`;
  });
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The newest of `items` whose name fits the entry's pattern, with the release it carries. */
function newest<T>(
  entry: Entry,
  year: number,
  release: string | undefined,
  items: T[],
  name: (item: T) => string,
): { item: T; release: string } | undefined {
  const re = fileNamePattern(entry, year, release);
  return items
    .flatMap((item) => {
      const match = re.exec(name(item));
      return match ? [{ item, release: match[1] ?? '' }] : [];
    })
    .sort((a, b) => releaseOrder(a.release).localeCompare(releaseOrder(b.release)))
    .at(-1);
}

/** The entry's `url` filled when the release is known, else the newest release its publisher's page links to. */
async function locate(entry: Entry, options: Options, out: Output): Promise<string> {
  const release = options.releases.get(entry.dataset);
  if (entry.url && (release !== undefined || !`${entry.url}${entry.fileName ?? ''}`.includes('{release}')))
    return fill(entry.url, options.year, release);
  const instead = `${release === undefined ? 'give --release or ' : ''}put the file in --from DIR`;
  let page: string;
  try {
    const response = await fetch(entry.page);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    page = await response.text();
  } catch (error) {
    throw new DataUpdateError(`its page ${entry.page} could not be read (${reason(error)}): ${instead}`);
  }
  const links = [...page.matchAll(/href\s*=\s*["']([^"'#?]+)/gi)].map((m) => new URL(m[1] ?? '', entry.page));
  const found = newest(entry, options.year, release, links, (url) =>
    decodeURIComponent(path.basename(url.pathname)),
  );
  if (!found)
    throw new DataUpdateError(
      `its page ${entry.page} links no file named like ${fill(entry.fileName ?? '', options.year, release ?? '*')}: ${instead}`,
    );
  if (release === undefined)
    out.log(`${entry.dataset}: release ${found.release}, the newest its page links to`);
  return entry.url ? fill(entry.url, options.year, found.release) : found.item.href;
}

/** Downloads `url` into `target`, resuming `target.part` with an HTTP Range request. */
export async function download(url: string, target: string, out: Output): Promise<void> {
  const part = `${target}.part`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const have = fs.existsSync(part) ? fs.statSync(part).size : 0;
    const response = await fetch(url, have > 0 ? { headers: { Range: `bytes=${have}-` } } : {});
    if (response.status === 416) return fs.renameSync(part, target); // the part is already whole
    if (!response.ok || !response.body)
      throw new DataUpdateError(`download of ${url} answered ${response.status} ${response.statusText}`);
    const resumed = response.status === 206;
    if (have > 0)
      out.log(resumed ? `  resuming at ${have} bytes` : '  the server cannot resume: starting over');
    const length = Number(response.headers.get('content-length') ?? 0);
    const total = length > 0 ? length + (resumed ? have : 0) : 0;
    let received = resumed ? have : 0;
    let shown = -1;
    // Each chunk is on disk before the next is read, so the part's size is where a resume starts.
    const file = await fs.promises.open(part, resumed ? 'a' : 'w');
    try {
      for await (const chunk of response.body) {
        await file.write(chunk);
        received += chunk.length;
        const percent = total > 0 ? Math.floor((received / total) * 100) : -1;
        if (out.tty && percent !== shown) process.stdout.write(`\r  ${percent}% of ${total} bytes`);
        else if (!out.tty && percent >= 0 && Math.floor(percent / 25) > Math.floor(shown / 25))
          out.log(`  ${Math.floor(percent / 25) * 25}% of ${total} bytes`);
        shown = percent;
      }
      if (total > 0 && received < total) throw new Error('cut short');
      await file.close();
      if (out.tty) process.stdout.write('\n');
      fs.renameSync(part, target);
      return;
    } catch (error) {
      await file.close();
      if (out.tty) process.stdout.write('\n');
      out.log(`  download interrupted at ${received} bytes (${reason(error)})`);
    }
  }
  throw new DataUpdateError(`download of ${url} did not finish after 3 attempts; run again to resume it`);
}

/** The file is what the manifest says: size, checksum, and every zip entry reads through. */
export async function checkFile(file: string, entry: Entry): Promise<void> {
  const name = path.basename(file);
  if (entry.size !== undefined && fs.statSync(file).size !== entry.size)
    throw new DataUpdateError(`${name} is ${fs.statSync(file).size} bytes, the publisher says ${entry.size}`);
  if (entry.sha256) {
    const hash = createHash('sha256');
    await pipeline(fs.createReadStream(file), hash);
    if (hash.digest('hex') !== entry.sha256) throw new DataUpdateError(`${name} does not match its checksum`);
  }
  if (!/\.zip$/i.test(name)) return;
  const wanted = entry.innerFiles.map((p) => new RegExp(p, 'i'));
  const headers = Object.entries(entry.headers).map(([p, columns]) => ({ re: new RegExp(p, 'i'), columns }));
  const seen = new Set<number>();
  let zip: ImportSource;
  try {
    zip = await openSource(file);
  } catch (error) {
    // A zip with an unsafe entry name keeps the importers' own message.
    const why = /could not be read as a zip file: (.*)$/s.exec((error as Error).message)?.[1];
    if (why === undefined) throw error;
    throw new DataUpdateError(`${name} is not a readable zip (${why})`);
  }
  try {
    for (const { name: inner, open } of zip.entries) {
      wanted.forEach((re, i) => {
        if (re.test(inner)) seen.add(i);
      });
      const header = headers.find((h) => h.re.test(inner));
      let head = '';
      try {
        for await (const chunk of await open())
          if (header && head.length < 65536) head += (chunk as Buffer).toString('latin1');
      } catch (error) {
        throw new DataUpdateError(`${name} is damaged: ${inner} does not read (${reason(error)})`);
      }
      if (header) {
        const lines = head.split(/\r?\n/).slice(0, 10);
        const missing = header.columns.filter(
          (c) => !lines.some((l) => l.toLowerCase().includes(c.toLowerCase())),
        );
        if (missing.length > 0)
          throw new DataUpdateError(`${name}: ${inner} lacks the columns ${missing.join(', ')}`);
      }
    }
  } finally {
    await zip.close();
  }
  const absent = entry.innerFiles.filter((_, i) => !seen.has(i));
  if (absent.length > 0) throw new DataUpdateError(`${name} lacks the expected files ${absent.join(', ')}`);
}

/** Extracts the first entry matching `pattern` of a zip into `dir`; answers its path. */
async function extractEntry(zipFile: string, pattern: RegExp, dir: string): Promise<string> {
  const zip = await openSource(zipFile);
  try {
    const found = zip.entries.find((e) => pattern.test(e.name));
    if (!found) throw new DataUpdateError(`${zip.name} has no file like ${pattern.source}`);
    const target = path.join(dir, path.basename(found.name));
    await pipeline(await found.open(), fs.createWriteStream(target));
    return target;
  } finally {
    await zip.close();
  }
}

/** The dataset's file: the newest release (when not given) of `--from DIR` named like it, else downloaded. */
async function datasetFile(entry: Entry, options: Options, out: Output): Promise<string> {
  if (!options.from) return fetchFile(await locate(entry, options, out), entry.dataset, options, out);
  const release = options.releases.get(entry.dataset);
  const found = newest(entry, options.year, release, fs.readdirSync(options.from), (name) => name);
  if (!found)
    throw new DataUpdateError(
      `no file named like ${fill(entry.fileName ?? '', options.year, release ?? '*')} in ${options.from}`,
    );
  out.log(`${entry.dataset}: ${found.item} from ${options.from}`);
  return path.join(options.from, found.item);
}

/** Downloads `url` into the work folder once; answers its path. */
async function fetchFile(url: string, dataset: string, options: Options, out: Output): Promise<string> {
  const file = path.join(options.work, path.basename(new URL(url).pathname));
  out.log(`${dataset}: downloading ${url}`);
  if (!fs.existsSync(file)) await download(url, file, out);
  return file;
}

/** Each carrier's Plan-Net export (downloaded or from `--from`), checked and imported with its mapping; a refusal stops the run. */
async function importPlanNetEndpoints(db: Db, entry: Entry, options: Options, out: Output): Promise<void> {
  for (const endpoint of entry.endpoints ?? []) {
    const url = fill(endpoint.url, options.year, options.releases.get('plan-net'));
    const name = path.basename(new URL(url).pathname);
    let file: string;
    if (options.from) {
      file = path.join(options.from, name);
      if (!fs.existsSync(file)) throw new DataUpdateError(`no file named ${name} in ${options.from}`);
      out.log(`plan-net: ${name} from ${options.from}`);
    } else file = await fetchFile(url, 'plan-net', options, out);
    await checkFile(file, entry);
    const mapping = endpoint.mapping
      ? parseMappingCsv(
          fs.readFileSync(path.resolve(path.dirname(options.manifest), endpoint.mapping), 'utf8'),
        )
      : [];
    const report = await importPlanNetDirectory(db, file, { planYear: options.year, mapping });
    out.log(
      `  Plan-Net: ${report.plansCovered.length} plan${report.plansCovered.length === 1 ? '' : 's'} covered from ${name}.`,
    );
    for (const warning of report.warnings) out.log(`  Warning: ${warning}`);
  }
}

async function importDataset(
  db: Db,
  entry: Entry,
  file: string,
  options: Options,
  out: Output,
): Promise<void> {
  // The zip's first file named like the manifest's first inner file, unpacked beside it.
  const innerFile = (fallback: string) =>
    extractEntry(file, new RegExp(entry.innerFiles[0] ?? fallback, 'i'), path.dirname(file));
  const state = [options.state];
  let job: FileJobOptions;
  switch (entry.dataset) {
    case 'pbp': {
      const report = await importPbpBenefits(db, file, { planYear: options.year });
      out.log(
        `  PBP: ${report.matched} plans found, ${report.updated} updated, ${report.unchanged} unchanged.`,
      );
      return;
    }
    case 'nppes': {
      const inner = await innerFile('npidata');
      const report = await importNppes(db, fs.createReadStream(inner), {
        state: options.state,
        sourceName: path.basename(file),
      });
      out.log(`  NPPES: ${JSON.stringify(report)}`);
      return;
    }
    case 'plan-net':
      return; // runDataUpdate imports each endpoint's file itself
    case 'landscape':
      job = { kind: 'landscape-file', file, query: { state, mode: 'upsert', planYear: options.year } };
      break;
    case 'partd':
      job = { kind: 'partd', file, sample: false, query: { state, contractYear: options.year } };
      break;
    case 'rxterms':
      job = {
        kind: 'rxterms',
        file: /\.zip$/i.test(file) ? await innerFile('RxTerms') : file,
        sample: false,
        query: {},
      };
  }
  if ((await runFileImport(db, job, out)) !== 0) throw new DataUpdateError('the importer refused it (above)');
}

type PlanRow = { planId: string; name: string } & Record<'premium' | 'moop' | 'star', string | null>;

async function plansOf(db: Db, year: number, state: string): Promise<Map<string, PlanRow>> {
  // Numeric columns read as text, as the report prints them.
  const rows = await db
    .select({
      planId: medicarePlans.planId,
      name: medicarePlans.planName,
      premium: medicarePlans.monthlyPremium,
      moop: medicarePlans.moopInNetwork,
      star: medicarePlans.starRating,
    })
    .from(medicarePlans)
    .where(
      and(
        eq(medicarePlans.planYear, year),
        sql`exists (select 1 from unnest(${medicarePlans.serviceArea}) as area where area = ${state} or area like ${`${state}|%`})`,
      ),
    );
  return new Map(rows.map((r) => [r.planId, r]));
}

const CHANGES = [
  ['Plans renamed', 'name', '"'],
  ['Premium changes', 'premium', ''],
  ['MOOP changes', 'moop', ''],
  ['Star rating changes', 'star', ''],
] as const;

/** What changed in the year's plans of the state: the lines printed at the end of a run. */
export function changeReport(before: Map<string, PlanRow>, after: Map<string, PlanRow>): string[] {
  const listed = (label: string, list: string[], separator = ', ') =>
    `${label}: ${list.length}${list.length ? ` (${list.join(separator)})` : ''}`;
  const lines = [
    listed('Plans added', [...after.keys()].filter((id) => !before.has(id)).sort()),
    listed('Plans removed', [...before.keys()].filter((id) => !after.has(id)).sort()),
  ];
  const kept = [...after.keys()].filter((id) => before.has(id)).sort((a, b) => a.localeCompare(b));
  for (const [label, field, quote] of CHANGES) {
    const list = kept.flatMap((id) => {
      const from = before.get(id)?.[field] ?? null;
      const to = after.get(id)?.[field] ?? null;
      return from === to ? [] : [`${id} ${quote}${from ?? '—'}${quote} → ${quote}${to ?? '—'}${quote}`];
    });
    lines.push(listed(label, list, '; '));
  }
  return lines;
}

export async function runDataUpdate(db: Db, options: Options, out: Output): Promise<number> {
  let manifest: z.infer<typeof manifestSchema>;
  try {
    manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(options.manifest, 'utf8')));
  } catch (error) {
    out.error(`The manifest ${options.manifest} is not valid: ${reason(error)}`);
    return 1;
  }
  const entries = [...manifest.datasets].sort((a, b) => ORDER.indexOf(a.dataset) - ORDER.indexOf(b.dataset));
  fs.mkdirSync(options.work, { recursive: true });
  const before = await plansOf(db, options.year, options.state);
  const tiersBefore = await formularyTiers(db, options.year, [...before.keys()]);
  for (const entry of entries) {
    if (entry.dataset === 'plan-net' && (entry.endpoints ?? []).length === 0) {
      out.log(`plan-net: no endpoint listed for ${options.state}; skipped.`);
      continue;
    }
    try {
      // Plan-Net: one file per carrier's endpoint, each checked and imported in turn.
      if (entry.dataset === 'plan-net') await importPlanNetEndpoints(db, entry, options, out);
      else {
        const file = await datasetFile(entry, options, out);
        await checkFile(file, entry);
        await importDataset(db, entry, file, options, out);
      }
      out.log(`${entry.dataset}: imported.`);
    } catch (error) {
      out.error(
        `${entry.dataset}: ${reason(error)}. Nothing of it was imported; the data it would have replaced is still serving.`,
      );
      return 1;
    }
  }
  const after = await plansOf(db, options.year, options.state);
  const tiersAfter = await formularyTiers(db, options.year, [...after.keys()]);
  const lines = [...changeReport(before, after), formularyChangeLine(tiersBefore, tiersAfter)];
  out.log(`What changed in the ${options.year} plans of ${options.state}:`);
  for (const line of lines) out.log(`  ${line}`);
  // The admin Data sources page shows the last run's report (plan IDs and names only).
  await writeAudit(db, {
    actor: 'command line',
    action: DATA_UPDATE_ACTION,
    details: { planYear: options.year, state: options.state, lines },
  });
  return 0;
}

export async function main(
  argv: string[],
  out: Output = { log: console.log, error: console.error, tty: process.stdout.isTTY === true },
  withDatabase: WithDatabase<{ db: Db }> = runWithDatabase,
): Promise<number> {
  return runCommand(parseCommandLine(argv), USAGE, out, withDatabase, (database, options, o) =>
    runDataUpdate(database.db, options, o),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
