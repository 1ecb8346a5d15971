// The PBP benefit files ClearPlan reads (docs/import-pbp.md) and their columns: files told by name, columns
// matched trimmed in any case (first of a repeat wins, a few aliases accepted), checked against CMS's SAS
// input programs.

import { headerColumns, shownNames } from '../header-columns.ts';
import { ImportFileError } from '../import-file-error.ts';

export const PBP_FILES = {
  sectionA: { file: 'pbp_section_a.txt', label: 'Section A (plan information)' },
  sectionD: { file: 'pbp_section_d.txt', label: 'Section D (deductibles and out-of-pocket maximums)' },
  inpatient: { file: 'pbp_b1a_inpat_hosp.txt', label: 'B1a inpatient hospital' },
  emergency: { file: 'pbp_b4_emerg_urgent.txt', label: 'B4 emergency and urgent care' },
  professionals: { file: 'pbp_b7_health_prof.txt', label: 'B7 health care professionals' },
  diagnostics: { file: 'pbp_b8_clin_diag_ther.txt', label: 'B8 lab, diagnostic and radiology services' },
  outpatient: { file: 'pbp_b9_outpat_hosp.txt', label: 'B9 outpatient hospital and surgery center' },
  transport: { file: 'pbp_b10_amb_trans.txt', label: 'B10 ambulance and transportation' },
  otherServices: { file: 'pbp_b13_other_services.txt', label: 'B13 other services (OTC)' },
  preventive: { file: 'pbp_b14_preventive.txt', label: 'B14 preventive and supplemental (fitness)' },
  dental: { file: 'pbp_b16_dental.txt', label: 'B16 dental' },
  vision: { file: 'pbp_b17_eye_exams_wear.txt', label: 'B17 eye exams and eyewear' },
  hearing: { file: 'pbp_b18_hearing_exams_aids.txt', label: 'B18 hearing exams and aids' },
  partD: { file: 'pbp_mrx.txt', label: 'MRx (Part D benefit)' },
  partDTiers: { file: 'pbp_mrx_tier.txt', label: 'MRx tier (Part D cost sharing by tier)' },
} as const satisfies Record<string, { file: string; label: string }>;
export type PbpFileKind = keyof typeof PBP_FILES;
export const PBP_FILE_KINDS = Object.keys(PBP_FILES) as PbpFileKind[];

/** Every file keys its rows by these (segment_id is not padded: "0"). */
export const PBP_KEY_COLUMNS = ['pbp_a_hnumber', 'pbp_a_plan_identifier', 'segment_id'] as const;

export type ShareColumns = {
  copayYn: string;
  copayMin: string;
  copayMax: string;
  coinsYn: string;
  coinsMin: string;
  coinsMax: string;
};

/** Column names written space-separated. */
const names = (text: string) => text.split(' ');
const MC = 'copay_amt_mc_min copay_amt_mc_max coins_pct_mc_min coins_pct_mc_max';

/**
 * Copay key, file, PBP column prefix, and the suffixes of copay min/max and coinsurance min/max; the yes/no
 * columns are `${prefix}_copay_yn` and `${prefix}_coins_yn`.
 */
const SERVICE_COLUMNS = [
  `pcpCopayIn professionals pbp_b7a ${MC}`,
  `specialistCopayIn professionals pbp_b7d ${MC}`,
  `er emergency pbp_b4a ${MC}`,
  `urgentCare emergency pbp_b4b ${MC}`,
  'labsIn diagnostics pbp_b8a lab_copay_amt lab_copay_amt_max coins_pct_lab coins_pct_lab_max',
  'xraysIn diagnostics pbp_b8b copay_mc_amt copay_mc_amt_max coins_pct_cmc coins_pct_cmc_max',
  'mriCtIn diagnostics pbp_b8b copay_amt_drs copay_amt_drs_max coins_pct_drs coins_pct_drs_max',
  'outpatientSurgeryIn outpatient pbp_b9a copay_ohs_amt_min copay_ohs_amt_max coins_ohs_pct_min coins_ohs_pct_max',
  'ambulatorySurgeryIn outpatient pbp_b9b copay_mc_amt copay_mc_amt_max coins_pct_mc coins_pct_mcmax',
  'ambulanceGround transport pbp_b10a copay_gas_amt_min copay_gas_amt_max coins_gas_pct_min coins_gas_pct_max',
  'ambulanceAir transport pbp_b10a copay_aas_amt_min copay_aas_amt_max coins_aas_pct_min coins_aas_pct_max',
];

export const PBP_SERVICES = SERVICE_COLUMNS.map((spec) => {
  const [key = '', file, prefix, ...suffixes] = names(spec);
  // The table is text: a file name it gets wrong stops the module loading, as a type error would.
  if (!Object.hasOwn(PBP_FILES, file ?? '')) throw new Error(`PBP service table names no file: ${spec}`);
  const [copayMin, copayMax, coinsMin, coinsMax] = suffixes.map((s) => `${prefix}_${s}`);
  const columns: ShareColumns = {
    copayYn: `${prefix}_copay_yn`,
    copayMin: copayMin ?? '',
    copayMax: copayMax ?? '',
    coinsYn: `${prefix}_coins_yn`,
    coinsMin: coinsMin ?? '',
    coinsMax: coinsMax ?? '',
  };
  return { key, file: file as PbpFileKind, columns };
});

const serviceColumns = (file: PbpFileKind) => ({
  required: [
    ...new Set(PBP_SERVICES.filter((s) => s.file === file).flatMap(({ columns }) => Object.values(columns))),
  ],
});

/** Interval n (1–3) of the inpatient tier-1 per-day copay: amount, first day, last day. */
const inpatientInterval = (n: number) =>
  names(
    `pbp_b1a_copay_mcs_amt_int${n}_t1 pbp_b1a_copay_mcs_bgnd_int${n}_t1 pbp_b1a_copay_mcs_endd_int${n}_t1`,
  );

/** `required` columns must be in the header (else the import names them); `optional` when present. */
export const PBP_COLUMNS: Record<PbpFileKind, { required: readonly string[]; optional?: readonly string[] }> =
  {
    sectionA: { required: ['pbp_a_plan_type'] },
    sectionD: {
      required: names(
        'pbp_d_out_pocket_amt_yn pbp_d_out_pocket_amt pbp_d_comb_max_enr_amt_yn pbp_d_comb_max_enr_amt pbp_d_inn_deduct_yn pbp_d_inn_deduct_partb_yn pbp_d_inn_deduct_amt pbp_d_ann_deduct_yn pbp_d_ann_deduct_amt_type pbp_d_ann_deduct_amt',
      ),
    },
    inpatient: {
      required: [
        ...names('pbp_b1a_copay_yn pbp_b1a_mc_copay_cstshr_yn_t1 pbp_b1a_copay_mcs_amt_t1'),
        ...inpatientInterval(1),
        ...inpatientInterval(2),
        ...inpatientInterval(3),
        ...names(
          'pbp_b1a_coins_yn pbp_b1a_mc_coins_cstshr_yn_t1 pbp_b1a_coins_mcs_pct_t1 pbp_b1a_coins_mcs_pct_int1_t1',
        ),
      ],
    },
    emergency: serviceColumns('emergency'),
    professionals: serviceColumns('professionals'),
    diagnostics: serviceColumns('diagnostics'),
    outpatient: serviceColumns('outpatient'),
    transport: {
      required: [...serviceColumns('transport').required, 'pbp_b10b_bendesc_yn'],
      optional: ['pbp_b10b_bendesc_amt_pal', 'pbp_b10b_bendesc_per_pal'],
    },
    otherServices: {
      required: names(
        'pbp_b13b_bendesc_otc pbp_b13b_maxplan_yn pbp_b13b_maxplan_amt pbp_b13b_otc_maxplan_per',
      ),
    },
    preventive: { required: ['pbp_b14c_bendesc_yn', 'pbp_b14c_bendesc_ehc'] },
    dental: {
      required: names(
        'pbp_b16b_maxplan_pv_yn pbp_b16b_maxplan_pv_amt pbp_b16b_maxplan_pv_per pbp_b16c_maxplan_cmp_yn pbp_b16c_maxplan_cmp_amt pbp_b16c_maxplan_cmp_per',
      ),
    },
    vision: {
      required: names(
        'pbp_b17a_bendesc_yn pbp_b17b_bendesc_yn pbp_b17b_comb_maxplan_yn pbp_b17b_comb_maxplan_amt pbp_b17b_comb_maxplan_per',
      ),
      optional: ['pbp_b17a_copay_amt_rex_min'],
    },
    hearing: {
      required: names(
        'pbp_b18a_bendesc_yn pbp_b18b_bendesc_yn pbp_b18b_maxplan_yn pbp_b18b_maxplan_amt pbp_b18b_maxplan_per',
      ),
      optional: ['pbp_b18a_copay_amt_rht', 'pbp_b18b_maxplan_perear', 'pbp_b18b_copay_at_min_amt'],
    },
    partD: {
      required: ['mrx_drug_ben_yn'],
      optional: ['mrx_alt_ded_charge', 'mrx_alt_ded_amount', 'mrx_alt_no_ded_tier'],
    },
    partDTiers: {
      required: ['mrx_tier_id', 'mrx_tier_rstd_copay_1m', 'mrx_tier_rstd_coins_1m'],
      optional: names(
        'mrx_tier_rspfd_copay_1m mrx_tier_rspfd_coins_1m mrx_tier_mostd_copay_3m mrx_tier_mostd_coins_3m mrx_tier_mospfd_copay_3m mrx_tier_mospfd_coins_3m mrx_tier_ira_rstd_copay_1m',
      ),
    },
  };

/** Spellings seen in public loaders, not CMS's SAS programs; the canonical name wins. */
export const PBP_COLUMN_ALIASES: Readonly<Record<string, readonly string[]>> = {
  segment_id: ['pbp_a_segment_id'],
  mrx_tier_rstd_coins_1m: ['mrx_tier_rstd_coins_pct_1m'],
  mrx_tier_mostd_coins_3m: ['mrx_tier_mostd_coins_pct_3m'],
};

export type PbpRow = Readonly<Record<string, string>>;

export type PbpHeader = { kind: PbpFileKind; width: number; at: ReadonlyMap<string, number> };

export function pbpKindOfName(name: string): PbpFileKind | null {
  const base = (name.split('/').pop() ?? name).toLowerCase();
  return PBP_FILE_KINDS.find((kind) => PBP_FILES[kind].file === base) ?? null;
}

export function readPbpHeader(line: string, kind: PbpFileKind, fileName: string): PbpHeader {
  const names = headerColumns(line, '\t', (name) => name.toLowerCase());
  const find = (column: string) =>
    names.get(column) ??
    (PBP_COLUMN_ALIASES[column] ?? []).map((alias) => names.get(alias)).find((i) => i !== undefined);
  const { required, optional = [] } = PBP_COLUMNS[kind];
  const at = new Map<string, number>();
  const missing: string[] = [];
  for (const column of [...PBP_KEY_COLUMNS, ...required]) {
    const i = find(column);
    if (i === undefined) missing.push(column);
    else at.set(column, i);
  }
  if (missing.length > 0) {
    throw new ImportFileError(
      'header',
      `${fileName} is not CMS's ${PBP_FILES[kind].label} file as ClearPlan reads it: its header lacks ${shownNames(missing, 6)}.`,
      { file: fileName, row: 1 },
    );
  }
  for (const column of optional) at.set(column, find(column) ?? -1);
  return { kind, width: line.split('\t').length, at };
}
