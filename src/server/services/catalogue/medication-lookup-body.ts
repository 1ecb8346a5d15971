/**
 * The drug catalogue as one prebuilt answer (issue 21): the same for everyone, so it is serialized
 * and compressed once and tagged with a validator, and built again only when the catalogue changes.
 * `reference_versions` says when (a statement trigger on medication_lookup bumps it, whoever
 * writes), so each server process checks its copy with one small read, at most once a second, and
 * no process serves a stale catalogue for longer than that after an import.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { referenceVersions } from '../../db/schema.ts';
import { bodyBytes, type PrebuiltJson } from '../../http/prebuilt-body.ts';
import { medicationCatalogue } from './reference-lookups.ts';

export type PrebuiltBody = PrebuiltJson & {
  version: number;
  /** A strong validator: the version and a hash of the JSON. */
  etag: string;
};

async function catalogueVersion(db: DbExecutor): Promise<number> {
  const [row] = await db
    .select({ version: referenceVersions.version })
    .from(referenceVersions)
    .where(eq(referenceVersions.name, 'medication_lookup'));
  return row?.version ?? 0;
}

/**
 * How long a version read holds: the catalogue changes with an import a few times a year, and
 * asking the database on every request was most of this answer's cost under load (issue 21). A
 * change reaches every process within this time.
 */
export const CATALOGUE_RECHECK_MS = 1_000;

/** The current prebuilt catalogue of one database, rebuilt when its version moves. */
export function medicationLookupBody(db: DbExecutor): () => Promise<PrebuiltBody> {
  let current: PrebuiltBody | null = null;
  let building: Promise<PrebuiltBody> | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return async () => {
    if (current && performance.now() - checkedAt < CATALOGUE_RECHECK_MS) return current;
    checkedAt = performance.now();
    const version = await catalogueVersion(db);
    if (current?.version === version) return current;
    building ??= (async () => {
      const json = Buffer.from(JSON.stringify(await medicationCatalogue(db)));
      const hash = createHash('sha256').update(json).digest('base64url').slice(0, 22);
      return {
        version,
        etag: `"${version}-${hash}"`,
        json: bodyBytes(json),
        gzip: bodyBytes(gzipSync(json)),
      };
    })().finally(() => {
      building = null;
    });
    const built = await building;
    // A newer version may have been read meanwhile: keep the newest.
    if (!current || built.version >= current.version) current = built;
    return built;
  };
}

/** True when an If-None-Match header names this validator (or is `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
