/**
 * Distances between Oklahoma ZIP codes, and the state of each. The 765 ZIP centroids are
 * reference data, so they are read once per process and kept in memory; a radius query is then a
 * scan of 765 points.
 */
import { haversineMiles } from '../../../engine/geo.ts';
import { COVERED_STATE_CODE } from '../../../shared/constants.ts';
import type { DbExecutor } from '../../db/client.ts';
import { zipCoordinates } from '../../db/schema.ts';

export type ZipPoint = { zipCode: string; lat: number; lon: number; state: string | null };

export class ZipGeo {
  private cache: Promise<Map<string, ZipPoint>> | undefined;

  constructor(private readonly db: DbExecutor) {}

  private load(): Promise<Map<string, ZipPoint>> {
    this.cache ??= this.db
      .select()
      .from(zipCoordinates)
      .then(
        (rows) =>
          new Map(
            rows.map((r) => [
              r.zipCode,
              {
                zipCode: r.zipCode,
                lat: Number(r.latitude),
                lon: Number(r.longitude),
                state: r.state?.trim().toUpperCase() || null,
              },
            ]),
          ),
      )
      .catch((error: unknown) => {
        this.cache = undefined;
        throw error;
      });
    return this.cache;
  }

  /** Every ZIP centroid, for the engine's distance calculations. */
  async points(): Promise<Map<string, { lat: number; lon: number }>> {
    return this.load();
  }

  /** Forget the cached points (after the reference data is reloaded). */
  reset(): void {
    this.cache = undefined;
  }

  /**
   * The two-letter state of the ZIP, which places the person for plan matching (ADR 0016); a ZIP
   * we have no state for is in the covered state, the only one whose ZIPs the finder takes.
   */
  async stateOf(zip: string): Promise<string> {
    return (await this.load()).get(zip)?.state ?? COVERED_STATE_CODE;
  }

  async has(zip: string): Promise<boolean> {
    return (await this.load()).has(zip);
  }

  /** Distance in miles between two ZIPs' centroids, or null when either is unknown. */
  async distance(fromZip: string, toZip: string): Promise<number | null> {
    const points = await this.load();
    const a = points.get(fromZip);
    const b = points.get(toZip);
    return a && b ? haversineMiles(a.lat, a.lon, b.lat, b.lon) : null;
  }

  /** Every known ZIP within `radius` miles of `zip` (itself included) with its distance; null for an unknown ZIP. */
  async within(zip: string, radius: number): Promise<Map<string, number> | null> {
    const points = await this.load();
    const origin = points.get(zip);
    if (!origin) return null;
    const result = new Map<string, number>();
    for (const p of points.values()) {
      const d = haversineMiles(origin.lat, origin.lon, p.lat, p.lon);
      if (d <= radius) result.set(p.zipCode, d);
    }
    return result;
  }
}
