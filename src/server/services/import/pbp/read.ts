// Reads a PBP release into rows per plan, keeping only the plans and columns asked for; Section A is read for
// every plan to count those not asked for. A line with an unreadable key or too many cells is left out and
// counted.
import { CONTRACT_ID } from '../../../../shared/plan-id.ts';
import { ImportFileError } from '../import-file-error.ts';
import { partDPlanKey } from '../partd/files.ts';
import {
  PBP_COLUMNS,
  PBP_FILE_KINDS,
  PBP_KEY_COLUMNS,
  type PbpFileKind,
  type PbpHeader,
  type PbpRow,
  readPbpHeader,
} from './files.ts';
import type { PbpFileRef, PbpSource } from './source.ts';

export type PbpPlanRows = Partial<Record<Exclude<PbpFileKind, 'partDTiers'>, PbpRow>> & {
  partDTiers?: PbpRow[];
};

export type PbpFileReport = { file: string; rows: number; kept: number; skipped: number; duplicates: number };

export type PbpReadResult = {
  plans: Map<string, PbpPlanRows>;
  notAsked: { count: number; sample: string[] };
  files: Partial<Record<PbpFileKind, PbpFileReport>>;
  missing: PbpFileKind[];
};

const DIGITS = /^\d{1,3}$/;
const SAMPLE = 20;

export function pbpPlanKey(contract: string, plan: string, segment: string): string | null {
  const c = contract.trim().toUpperCase();
  const p = plan.trim();
  const s = segment.trim() || '0';
  if (!CONTRACT_ID.test(c) || !DIGITS.test(p) || !DIGITS.test(s)) return null;
  return partDPlanKey(c, p, s);
}

export async function readPbpFile(
  file: Pick<PbpFileRef, 'name' | 'lines'>,
  kind: PbpFileKind,
  onRow: (planId: string, row: PbpRow) => void,
): Promise<PbpFileReport> {
  const report: PbpFileReport = { file: file.name, rows: 0, kept: 0, skipped: 0, duplicates: 0 };
  let header: PbpHeader | null = null;
  const columns = [...PBP_KEY_COLUMNS, ...PBP_COLUMNS[kind].required, ...(PBP_COLUMNS[kind].optional ?? [])];
  for await (const line of file.lines()) {
    if (header === null) {
      header = readPbpHeader(line, kind, file.name);
      continue;
    }
    if (line.trim() === '') continue;
    report.rows++;
    const cells = line.split('\t');
    if (cells.length > header.width) {
      report.skipped++;
      continue;
    }
    const row: Record<string, string> = {};
    for (const column of columns) {
      const i = header.at.get(column) ?? -1;
      row[column] = i < 0 ? '' : (cells[i] ?? '').trim();
    }
    const planId = pbpPlanKey(row.pbp_a_hnumber ?? '', row.pbp_a_plan_identifier ?? '', row.segment_id ?? '');
    if (planId === null) {
      report.skipped++;
      continue;
    }
    onRow(planId, row);
  }
  if (header === null)
    throw new ImportFileError('header', `${file.name} is empty: a PBP file starts with its header line.`, {
      file: file.name,
    });
  return report;
}

/** Throws ImportFileError before any write for a header lacking a required column, or no Section A. */
export async function readPbpSource(source: PbpSource, wanted: ReadonlySet<string>): Promise<PbpReadResult> {
  const sectionA = source.files.get('sectionA');
  if (!sectionA)
    throw new ImportFileError(
      'source',
      `${source.name} has no pbp_Section_A.txt: give the folder or zip of a whole PBP release.`,
    );
  const plans = new Map<string, PbpPlanRows>();
  const notAsked = { count: 0, sample: [] as string[] };
  const files: PbpReadResult['files'] = {};
  const missing: PbpFileKind[] = [];
  for (const kind of PBP_FILE_KINDS) {
    const file = source.files.get(kind);
    if (!file) {
      missing.push(kind);
      continue;
    }
    const counts = { kept: 0, duplicates: 0 };
    const onRow = (planId: string, row: PbpRow) => {
      if (kind === 'sectionA') {
        if (!wanted.has(planId)) {
          notAsked.count++;
          if (notAsked.sample.length < SAMPLE) notAsked.sample.push(planId);
          return;
        }
        if (plans.has(planId)) {
          counts.duplicates++;
          return;
        }
        plans.set(planId, { sectionA: row });
        counts.kept++;
        return;
      }
      const rows = plans.get(planId);
      if (!rows) return;
      if (kind === 'partDTiers') {
        rows.partDTiers = [...(rows.partDTiers ?? []), row];
      } else if (rows[kind]) {
        counts.duplicates++;
        return;
      } else {
        rows[kind] = row;
      }
      counts.kept++;
    };
    const report = await readPbpFile(file, kind, onRow);
    files[kind] = { ...report, ...counts };
  }
  return { plans, notAsked, files, missing };
}
