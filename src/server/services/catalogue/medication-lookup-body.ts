/** The drug catalogue as one prebuilt answer, rebuilt when medication_lookup's reference version moves. */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { DbExecutor } from '../../db/client.ts';
import { referenceVersion } from '../../db/reference-versions.ts';
import { bodyBytes, type PrebuiltJson } from '../../http/prebuilt-body.ts';
import { medicationCatalogue } from './reference-lookups.ts';

export type PrebuiltBody = PrebuiltJson & {
  version: number;
  /** A strong validator: the version and a hash of the JSON. */
  etag: string;
};

/** The catalogue changes a few times a year; asking every request was most of this answer's cost. */
export const CATALOGUE_RECHECK_MS = 1_000;

export function medicationLookupBody(db: DbExecutor): () => Promise<PrebuiltBody> {
  let current: PrebuiltBody | null = null;
  let building: Promise<PrebuiltBody> | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return async () => {
    if (current && performance.now() - checkedAt < CATALOGUE_RECHECK_MS) return current;
    checkedAt = performance.now();
    const version = Number(await referenceVersion(db, 'medication_lookup'));
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

/** True when If-None-Match names this validator (or is `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
