/** Distances between Oklahoma ZIPs, and each one's state: the 765 centroids are read once per process. */
import { haversineMiles } from '../../../engine/geo.ts';
import { COVERED_STATE_CODE } from '../../../shared/constants.ts';
import type { DbExecutor } from '../../db/client.ts';
import { zipCoordinates } from '../../db/schema.ts';

export type ZipPoint = { zipCode: string; lat: number; lon: number; state: string | null };

const zipPoint = (r: typeof zipCoordinates.$inferSelect): ZipPoint => ({
  zipCode: r.zipCode,
  lat: Number(r.latitude),
  lon: Number(r.longitude),
  state: r.state?.trim().toUpperCase() || null,
});

export class ZipGeo {
  private cache: Promise<Map<string, ZipPoint>> | undefined;

  constructor(private readonly db: DbExecutor) {}

  private load(): Promise<Map<string, ZipPoint>> {
    this.cache ??= this.db
      .select()
      .from(zipCoordinates)
      .then((rows) => new Map(rows.map((r) => [r.zipCode, zipPoint(r)])))
      .catch((error: unknown) => {
        this.cache = undefined;
        throw error;
      });
    return this.cache;
  }

  async points(): Promise<Map<string, { lat: number; lon: number }>> {
    return this.load();
  }

  /** After the reference data is reloaded. */
  reset(): void {
    this.cache = undefined;
  }

  /** The ZIP's state (ADR 0016); a ZIP we have no state for is in the covered state. */
  async stateOf(zip: string): Promise<string> {
    return (await this.load()).get(zip)?.state ?? COVERED_STATE_CODE;
  }

  async has(zip: string): Promise<boolean> {
    return (await this.load()).has(zip);
  }

  /** Miles between two ZIPs' centroids, or null when either is unknown. */
  async distance(fromZip: string, toZip: string): Promise<number | null> {
    const points = await this.load();
    const a = points.get(fromZip);
    const b = points.get(toZip);
    return a && b ? haversineMiles(a.lat, a.lon, b.lat, b.lon) : null;
  }

  /** Every ZIP within `radius` miles (itself included) with its distance; null for an unknown ZIP. */
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
