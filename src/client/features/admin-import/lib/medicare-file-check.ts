// What the browser checks before sending a Medicare file: the server's ceiling and the extension (the server
// checks the content).
import {
  MEDICARE_FILE_MAX_BYTES,
  MEDICARE_FILE_MESSAGES,
  type MedicareFileKind,
  type MedicareFileProblem,
} from '../../../../shared/medicare-file-contracts';

export const MEDICARE_FILE_EXTENSIONS: Record<MedicareFileKind, string> = {
  partd: '.zip',
  rxterms: '.txt',
  pbp: '.zip',
  'plan-net': '.zip',
  'landscape-file': '.zip,.csv',
};

const WRONG_EXTENSION: Record<MedicareFileKind, string> = {
  partd: 'Choose the release’s .zip file, as CMS publishes it',
  rxterms: 'Choose the RxTerms .txt file (it is inside the zip NLM publishes)',
  pbp: 'Choose the PBP benefits .zip file, as CMS publishes it',
  'plan-net': 'Choose the Plan-Net export as one .zip file of its NDJSON files',
  'landscape-file': 'Choose the Landscape .zip or .csv file, as CMS publishes it',
};

/** The kinds whose file must be a zip, and what a file of theirs that is not one is told. */
const NOT_ZIP: Partial<Record<MedicareFileKind, string>> = {
  partd: MEDICARE_FILE_MESSAGES.notZip,
  ...MEDICARE_FILE_MESSAGES.notZipOf,
};

export function medicareFileProblem(
  file: Pick<File, 'name' | 'size'>,
  kind: MedicareFileKind,
): string | null {
  if (file.size > MEDICARE_FILE_MAX_BYTES[kind]) return MEDICARE_FILE_MESSAGES.tooLarge[kind];
  const name = file.name.toLowerCase();
  if (!MEDICARE_FILE_EXTENSIONS[kind].split(',').some((extension) => name.endsWith(extension)))
    return WRONG_EXTENSION[kind];
  if (file.size === 0) return MEDICARE_FILE_MESSAGES.empty;
  return null;
}

/** Part D, PBP and Plan-Net must be zips: checked from the first bytes, before gigabytes are sent. */
export async function problemInContent(file: Blob, kind: MedicareFileKind): Promise<string | null> {
  const notZip = NOT_ZIP[kind];
  if (notZip === undefined) return null;
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const zip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
  return zip ? null : notZip;
}

/** "2.4 GB", "812.5 MB", "96 KB". */
export function byteSizeText(bytes: number): string {
  const units = [
    [1024 ** 3, 'GB'],
    [1024 ** 2, 'MB'],
    [1024, 'KB'],
  ] as const;
  for (const [size, unit] of units) if (bytes >= size) return `${(bytes / size).toFixed(1)} ${unit}`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded * 100) / total)));
}

export function problemPlace(problem: MedicareFileProblem): string {
  return `${problem.file}, line ${problem.line}${problem.field ? `, ${problem.field}` : ''}`;
}

/** The problems with a key each for a list: their content, numbered when the same one repeats. */
export function keyedProblems(problems: readonly MedicareFileProblem[]) {
  const seen = new Map<string, number>();
  return problems.map((problem) => {
    const content = `${problem.file}|${problem.line}|${problem.field ?? ''}|${problem.message}`;
    const n = (seen.get(content) ?? 0) + 1;
    seen.set(content, n);
    return { ...problem, key: `${content}#${n}` };
  });
}
