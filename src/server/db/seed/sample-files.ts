/**
 * The committed sample files of data/sample/ (docs/sample-data.md): made-up data in the exact shape
 * NLM and CMS publish, which the seed loads through the same importers a real file goes through.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { openPartDSource } from '../../services/import/partd/source.ts';
import { DATA_DIR } from './reference-data.ts';

export const SAMPLE_DIR = path.join(DATA_DIR, 'sample');
/** NLM's RxTerms layout, one row per catalogue drug (data/medications.json). */
export const SAMPLE_RXTERMS_FILE = path.join(SAMPLE_DIR, 'RxTerms202611.txt');
/** CMS's Landscape zip; the CSV inside is the name the Data page shows. */
export const LANDSCAPE_SAMPLE_ZIP = path.join(SAMPLE_DIR, 'CY2026_Landscape_sample.zip');
export const LANDSCAPE_SAMPLE_FILE = 'CY2026_Landscape_sample.csv';
/** The sample release's retail pharmacies (NPI, name, ZIP): CMS's files carry no names. */
export const SAMPLE_PHARMACIES_FILE = 'sample/partd-pharmacies.csv';

/** A sample quarterly Part D release as CMS zips one: each of its nine tables in its own inner zip. */
export const partDSampleZip = (contractYear: number): string =>
  path.join(SAMPLE_DIR, `PPUF_${contractYear}Q4.zip`);

/**
 * Unpacks a sample Part D release's tables into `dir` (CRLF line ends, as CMS writes them), for the
 * tests and the import benchmark that edit or replace a table before importing the folder.
 */
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
