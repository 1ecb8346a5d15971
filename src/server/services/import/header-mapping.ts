// The suggested column mapping: a header matches a field's name, label or other names ignoring case, spaces
// and punctuation (shared/plan-fields.ts); unlisted `copay.<key>`-style columns map to themselves. First
// match wins.
import {
  IMPORT_FIELDS_BY_KIND,
  type ImportKind,
  type ImportMapping,
  isImportField,
  NESTED_PREFIXES,
} from '../../../shared/import-contracts.ts';

export const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function fieldIndex(kind: ImportKind): Map<string, string> {
  const index = new Map<string, string>();
  const add = (key: string, field: string) => {
    if (!index.has(key)) index.set(key, field);
  };
  for (const f of IMPORT_FIELDS_BY_KIND[kind]) {
    add(headerKey(f.field), f.field);
    add(headerKey(f.label), f.field);
    for (const alias of f.aliases ?? []) add(headerKey(alias), f.field);
  }
  for (const f of IMPORT_FIELDS_BY_KIND[kind]) {
    const dot = f.field.indexOf('.');
    if (dot > 0) add(headerKey(f.field.slice(dot + 1)), f.field);
  }
  return index;
}

export function suggestMapping(kind: ImportKind, headers: string[]): ImportMapping {
  const index = fieldIndex(kind);
  const taken = new Set<string>();
  const mapping: ImportMapping = {};
  for (const header of headers) {
    let field = index.get(headerKey(header)) ?? null;
    const trimmed = header.trim();
    const prefix = trimmed.split('.')[0] ?? '';
    if (field === null && kind === 'plans' && prefix in NESTED_PREFIXES && isImportField(kind, trimmed)) {
      field = trimmed;
    }
    if (field !== null && taken.has(field)) field = null;
    if (field !== null) taken.add(field);
    mapping[header] = field;
  }
  return mapping;
}
