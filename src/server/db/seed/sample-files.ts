/** data/sample/: made-up files in NLM's and CMS's exact shapes, loaded by the real importers. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DataSourceKind } from '../../../shared/data-sources.ts';
import { recordDataSource } from '../../services/catalogue/data-sources.ts';
import { openPartDSource } from '../../services/import/partd/source.ts';
import type { DbExecutor } from '../client.ts';
import { DATA_DIR } from './reference-data.ts';

export const SAMPLE_DIR = path.join(DATA_DIR, 'sample');
export const SAMPLE_RXTERMS_FILE = path.join(SAMPLE_DIR, 'RxTerms202611.txt');
/** The CSV inside is the name the Data page shows. */
export const LANDSCAPE_SAMPLE_ZIP = path.join(SAMPLE_DIR, 'CY2026_Landscape_sample.zip');
export const LANDSCAPE_SAMPLE_FILE = 'CY2026_Landscape_sample.csv';
/** CMS's files carry no pharmacy names. */
export const SAMPLE_PHARMACIES_FILE = 'sample/partd-pharmacies.csv';

/** A sample data set's row on the Data page (no release). */
export const recordSampleSource = (
  db: DbExecutor,
  kind: DataSourceKind,
  planYear: number | null,
  sourceName: string,
  rows: number,
) => recordDataSource(db, { kind, planYear, sourceName, release: null, sample: true, rows });

/** Each of its nine tables in its own inner zip, as CMS zips one. */
export const partDSampleZip = (contractYear: number): string =>
  path.join(SAMPLE_DIR, `PPUF_${contractYear}Q4.zip`);

/** Unpacks a sample Part D release's tables into `dir` (CRLF line ends, as CMS writes them). */
export async function writePartDSample(dir: string, contractYear = 2026): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true });
  const source = await openPartDSource(partDSampleZip(contractYear));
  try {
    const paths: string[] = [];
    for (const file of source.files) {
      const lines: string[] = [];
      for await (const line of file.lines()) lines.push(line);
      const target = path.join(dir, path.posix.basename(file.name));
      await fs.writeFile(target, `${lines.join('\r\n')}\r\n`);
      paths.push(target);
    }
    return paths;
  } finally {
    await source.close();
  }
}
