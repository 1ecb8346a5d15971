// A payer's Plan-Net directory in each published shape (docs/import-plan-net.md): NDJSON bulk export (type
// from the file name, streamed: a national export is several GB), single-resource `.json` files, or FHIR
// Bundles. `.json` files are read whole (at most MAX_JSON_FILE_BYTES). Unread types are listed as ignored.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { formatCount } from '../../../../shared/format.ts';
import { ImportFileError } from '../import-file-error.ts';
import { LINE_TOO_LONG, naturalOrder as natural, openSource, readWhole, textLines } from '../source.ts';
import { isObject } from './plan-net-resources.ts';

/** The resource types the importer reads, in the order it reads them (plans before roles before people). */
export const PLAN_NET_TYPES = [
  'InsurancePlan',
  'Organization',
  'PractitionerRole',
  'Practitioner',
  'Location',
] as const;
export type PlanNetType = (typeof PLAN_NET_TYPES)[number];

/** A line longer than this is not one directory resource; it is reported as malformed and passed over. */
export const MAX_LINE_CHARS = 32 * 1024 * 1024;

/** Types the importer does not use but counts, so the report says so. */
export const NOTED_TYPES = ['HealthcareService', 'OrganizationAffiliation'] as const;
export type NotedType = (typeof NOTED_TYPES)[number];

/** A `.json` file larger than this is not read (JSON.parse holds it whole): export NDJSON instead. */
export const MAX_JSON_FILE_BYTES = 256 * 1024 * 1024;

export type NdjsonFile = {
  format: 'ndjson';
  name: string;
  type: PlanNetType;
  open(): Promise<Readable>;
};

export type JsonFile = {
  format: 'json';
  name: string;
  types: PlanNetType[];
  bundle: boolean;
  open(): Promise<Readable>;
};

export type PlanNetFile = NdjsonFile | JsonFile;

export type PlanNetSource = {
  name: string;
  shape: string;
  files: PlanNetFile[];
  ignored: string[];
  noted: Record<NotedType, number>;
  unreadable: { file: string; reason: string }[];
  close(): Promise<void>;
};

/** The first word of a file's name that is one of `types`: "Practitioner.ndjson", "export_Location_2.ndjson". */
function typeInName<T extends string>(name: string, types: readonly T[]): T | null {
  for (const word of path.posix.basename(name).split(/[^A-Za-z]+/)) {
    const type = types.find((t) => t.toLowerCase() === word.toLowerCase());
    if (type) return type;
  }
  return null;
}

export const resourceTypeOfFile = (name: string) => typeInName(name, PLAN_NET_TYPES);

export type NdjsonLine = { line: number; text: string } | { line: number; tooLong: true };

/**
 * NDJSON lines with 1-based numbers (CRLF or LF, UTF-8, blanks skipped). A line over `maxLineChars` is
 * yielded as `tooLong` and skipped, so one broken line never stops the file.
 */
export async function* ndjsonLines(
  input: Readable | Promise<Readable>,
  maxLineChars = MAX_LINE_CHARS,
): AsyncGenerator<NdjsonLine> {
  let line = 0;
  for await (const text of textLines(input, '', 'utf8', maxLineChars)) {
    line += 1;
    if (text === LINE_TOO_LONG) yield { line, tooLong: true };
    else if (text.trim() !== '') yield { line, text };
  }
}

const isNdjson = (name: string) => /\.ndjson$/i.test(name);
const isJson = (name: string) => /\.json$/i.test(name);

export type JsonDocument = { bundle: boolean; resources: unknown[] } | { problem: string };

export async function readJsonDocument(input: Readable | Promise<Readable>): Promise<JsonDocument> {
  const bytes = await readWhole(input);
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return { problem: 'not JSON' };
  }
  if (!isObject(parsed)) return { problem: 'not a JSON object' };
  if (typeof parsed.resourceType !== 'string') return { problem: 'no resourceType: not a FHIR resource' };
  if (parsed.resourceType !== 'Bundle') return { bundle: false, resources: [parsed] };
  const entries = Array.isArray(parsed.entry) ? parsed.entry : [];
  return { bundle: true, resources: entries.flatMap((e) => (isObject(e) && e.resource ? [e.resource] : [])) };
}

function describeOthers(names: readonly string[]): string[] {
  const byExtension = new Map<string, number>();
  for (const name of names) {
    const extension = path.posix.extname(name).toLowerCase();
    byExtension.set(extension, (byExtension.get(extension) ?? 0) + 1);
  }
  return [...byExtension]
    .sort(([a], [b]) => natural.compare(a, b))
    .map(([extension, n]) =>
      extension === ''
        ? formatCount(n, 'file without an extension', 'files without an extension')
        : formatCount(n, `${extension} file`),
    );
}

export async function openPlanNetSource(target: string): Promise<PlanNetSource> {
  const source = await openSource(target, {
    plainFile: (name) => isNdjson(name) || isJson(name),
    notSource: (name) =>
      `${name} is not a Plan-Net export: give a folder or a .zip of NDJSON or FHIR .json files, or one .json Bundle.`,
  });
  const { name, close } = source;
  try {
    const ndjson: NdjsonFile[] = [];
    const json: JsonFile[] = [];
    const ignored: string[] = [];
    const others: string[] = [];
    const unreadable: PlanNetSource['unreadable'] = [];
    const noted: Record<NotedType, number> = { HealthcareService: 0, OrganizationAffiliation: 0 };
    const otherTypes = new Map<string, number>();
    for (const candidate of source.entries) {
      if (isNdjson(candidate.name)) {
        const type = resourceTypeOfFile(candidate.name);
        if (type) {
          ndjson.push({ format: 'ndjson', name: candidate.name, type, open: candidate.open });
          continue;
        }
        ignored.push(candidate.name);
        const notedType = typeInName(candidate.name, NOTED_TYPES);
        if (notedType) for await (const _ of ndjsonLines(candidate.open())) noted[notedType] += 1;
      } else if (isJson(candidate.name)) {
        if (candidate.size > MAX_JSON_FILE_BYTES) {
          unreadable.push({ file: candidate.name, reason: 'larger than 256 MB: export it as NDJSON' });
          continue;
        }
        const document = await readJsonDocument(candidate.open());
        if ('problem' in document) {
          unreadable.push({ file: candidate.name, reason: document.problem });
          continue;
        }
        const types = new Set<PlanNetType>();
        for (const resource of document.resources) {
          const type = isObject(resource) ? resource.resourceType : undefined;
          if (typeof type !== 'string') continue;
          const planNetType = PLAN_NET_TYPES.find((t) => t === type);
          if (planNetType) types.add(planNetType);
          else if (type === 'HealthcareService' || type === 'OrganizationAffiliation') noted[type] += 1;
          else otherTypes.set(type, (otherTypes.get(type) ?? 0) + 1);
        }
        if (types.size === 0) ignored.push(candidate.name);
        else
          json.push({
            format: 'json',
            name: candidate.name,
            types: PLAN_NET_TYPES.filter((t) => types.has(t)),
            bundle: document.bundle,
            open: candidate.open,
          });
      } else others.push(candidate.name);
    }
    if (ndjson.length === 0 && json.length === 0) {
      const found = [
        ...describeOthers(others),
        ...(ignored.length > 0
          ? [
              `${formatCount(ignored.length, 'file')} of resource types it does not read (${ignored.slice(0, 3).join(', ')}${ignored.length > 3 ? ', …' : ''})`,
            ]
          : []),
        ...(unreadable.length > 0
          ? [
              `${formatCount(unreadable.length, '.json file')} that ${unreadable.length === 1 ? 'is' : 'are'} no FHIR resource (${unreadable[0]?.file}: ${unreadable[0]?.reason})`,
            ]
          : []),
        ...[...otherTypes].map(([type, n]) => `${formatCount(n, `${type} resource`)}`),
        ...NOTED_TYPES.filter((t) => noted[t] > 0).map((t) => formatCount(noted[t], `${t} resource`)),
      ];
      throw new ImportFileError(
        'source',
        `${name} is not a Plan-Net export: it holds ${found.length > 0 ? found.join(', ') : 'no files'}, and no ${PLAN_NET_TYPES.join(', ')} resource. The importer reads an NDJSON bulk export (${PLAN_NET_TYPES.map((t) => `${t}.ndjson`).join(', ')}), folders of FHIR resource .json files, and FHIR Bundles.`,
      );
    }
    ndjson.sort(
      (a, b) =>
        PLAN_NET_TYPES.indexOf(a.type) - PLAN_NET_TYPES.indexOf(b.type) || natural.compare(a.name, b.name),
    );
    json.sort((a, b) => natural.compare(a.name, b.name));
    const shapes = [
      ...(ndjson.length > 0 ? ['NDJSON bulk export'] : []),
      ...(json.some((f) => !f.bundle) ? ['FHIR resource files'] : []),
      ...(json.some((f) => f.bundle) ? ['FHIR Bundles'] : []),
    ];
    return {
      name,
      shape: shapes.join(' and '),
      files: [...ndjson, ...json],
      ignored: ignored.sort(natural.compare),
      noted,
      unreadable,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
