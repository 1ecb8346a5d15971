// The column-mapping step's rules: each header starts at the server's suggestion or "Ignore", and may be
// changed.
import {
  IMPORT_FIELDS_BY_KIND,
  type ImportField,
  type ImportFieldGroup,
  type ImportKind,
  type ImportMapping,
  type ImportUploadResponse,
} from '../../../../shared/import-contracts';

const GROUP_LABELS: Record<ImportFieldGroup, string> = {
  plan: 'Plan fields',
  copay: 'Copays',
  benefit: 'Benefits',
  tier: 'Drug tiers',
  medigap: 'Medigap rate fields',
};

export type FieldOptionGroup = { label: string; fields: readonly ImportField[] };

export function initialMapping(upload: ImportUploadResponse, sheetName: string): ImportMapping {
  const sheet = upload.sheets.find((s) => s.name === sheetName);
  const suggested = upload.suggestedMapping[sheetName] ?? {};
  const mapping: ImportMapping = {};
  for (const header of sheet?.headers ?? []) mapping[header] = suggested[header] ?? null;
  return mapping;
}

/** Grouped in template order; a suggested field not in the list (an extra copay key) gets its own group. */
export function fieldOptionGroups(kind: ImportKind, mapping: ImportMapping): FieldOptionGroup[] {
  const fields = IMPORT_FIELDS_BY_KIND[kind];
  const groups: FieldOptionGroup[] = [];
  for (const group of Object.keys(GROUP_LABELS) as ImportFieldGroup[]) {
    const inGroup = fields.filter((f) => f.group === group);
    if (inGroup.length > 0) groups.push({ label: GROUP_LABELS[group], fields: inGroup });
  }
  const known = new Set(fields.map((f) => f.field));
  const extra = [...new Set(Object.values(mapping))]
    .filter((field): field is string => field !== null && !known.has(field))
    .map((field) => ({ field, label: field, group: 'plan' as const }));
  if (extra.length > 0) groups.push({ label: 'Other columns', fields: extra });
  return groups;
}

export function fieldsMappedTwice(mapping: ImportMapping): { field: string; headers: string[] }[] {
  const byField = new Map<string, string[]>();
  for (const [header, field] of Object.entries(mapping)) {
    if (field === null) continue;
    byField.set(field, [...(byField.get(field) ?? []), header]);
  }
  return [...byField]
    .filter(([, headers]) => headers.length > 1)
    .map(([field, headers]) => ({ field, headers }));
}

/** Required fields no column is mapped to: rows that create a record will fail without them. */
export function unmappedRequired(kind: ImportKind, mapping: ImportMapping): ImportField[] {
  const mapped = new Set(Object.values(mapping));
  return IMPORT_FIELDS_BY_KIND[kind].filter((f) => f.required && !mapped.has(f.field));
}

export function fieldLabel(kind: ImportKind, field: string): string {
  return IMPORT_FIELDS_BY_KIND[kind].find((f) => f.field === field)?.label ?? field;
}

export function mappedColumnCount(mapping: ImportMapping): number {
  return Object.values(mapping).filter((field) => field !== null).length;
}
