/**
 * The in-memory provider directory's index (ADR 0009): a search costs the providers it looks at to fill
 * 20 results, not the directory's size. Ranking as the SQL search. Providers are numbered in tie order;
 * each distinct name owns a run of them, so prefixes are binary-searched ranges and "contains" goes
 * through a two-character index, once per distinct name. A query outside the BMP is scanned instead.
 */
import { PROVIDER_SEARCH_LIMIT, type ProviderSearchResult } from '../../../shared/lookup-contracts.ts';
import { type ProviderResultRow, toProviderResult } from './provider-search-sql.ts';

export type ProviderDisplay = Omit<ProviderSearchResult, 'distanceMiles'>;

export type ProviderIndex = {
  display: ProviderDisplay[];
  /** Distinct lower-case last names in byte order; `lastStart[k]…lastStart[k + 1]` are their positions. */
  lastNames: string[];
  lastStart: Int32Array;
  lastOf: Int32Array;
  lastPairs: Map<number, Int32Array>;
  /** Distinct lower-case first names ('' without one) in byte order; their runs are in `byFirst`. */
  firstNames: string[];
  firstStart: Int32Array;
  firstOf: Int32Array;
  /** Positions in first-name order (first name, then position); `firstRank` is its inverse. */
  byFirst: Int32Array;
  firstRank: Int32Array;
  firstPairs: Map<number, Int32Array>;
  /** Distinct lower-case specialties ('' without one); each one's positions in `bySpecialty`, ascending. */
  specialties: string[];
  specialtyOf: Int32Array;
  specialtyStart: Int32Array;
  bySpecialty: Int32Array;
  /** Distinct ZIPs; `zipOf` is -1 without a ZIP. Per ZIP, its positions and its first-name ranks, ascending. */
  zips: string[];
  zipOf: Int32Array;
  zipStart: Int32Array;
  byZip: Int32Array;
  byZipFirst: Int32Array;
  /** Scratch for one search at a time (searches are synchronous): marks equal to `stamp` are set. */
  lastMark: Int32Array;
  firstMark: Int32Array;
  stamp: number;
};

/** Distance 0 without a ZIP. */
export type ProviderHit = { position: number; distance: number };

type Item = { row: ProviderResultRow; last: string; first: string; id: number };

export function buildProviderIndex(rows: readonly ProviderResultRow[]): ProviderIndex {
  const items = rows.map(
    (r): Item => ({
      row: r,
      last: r.last_name_or_org_name.toLowerCase(),
      first: (r.first_name ?? '').toLowerCase(),
      id: Number(r.id),
    }),
  );
  items.sort((a, b) => compareBytes(a.last, b.last) || compareBytes(a.first, b.first) || a.id - b.id);
  const n = items.length;

  const lastNames: string[] = [];
  const lastStartList: number[] = [];
  const lastOf = new Int32Array(n);
  items.forEach(({ last }, p) => {
    if (lastNames.length === 0 || lastNames[lastNames.length - 1] !== last) {
      lastNames.push(last);
      lastStartList.push(p);
    }
    lastOf[p] = lastNames.length - 1;
  });
  lastStartList.push(n);

  // A counting sort keeps each first-name group in position order, the rank's tie order after the name.
  const firstNames = [...new Set(items.map((i) => i.first))].sort(compareBytes);
  const firstId = new Map(firstNames.map((name, k) => [name, k]));
  const firstOf = new Int32Array(n);
  for (let p = 0; p < n; p++) firstOf[p] = firstId.get((items[p] as Item).first) as number;
  const { start: firstStart, order: byFirst } = groupPositions(firstOf, firstNames.length);
  const firstRank = new Int32Array(n);
  for (let k = 0; k < n; k++) firstRank[byFirst[k] as number] = k;

  const specialties: string[] = [];
  const specialtyId = new Map<string, number>();
  // By the stored spelling first: lower-casing every row's specialty cost more than the rest.
  const spelled = new Map<string, number>();
  const specialtyOf = new Int32Array(n);
  for (let p = 0; p < n; p++) {
    const stored = (items[p] as Item).row.primary_specialty ?? '';
    let s = spelled.get(stored);
    if (s === undefined) {
      const specialty = stored.toLowerCase();
      s = specialtyId.get(specialty);
      if (s === undefined) {
        s = specialties.push(specialty) - 1;
        specialtyId.set(specialty, s);
      }
      spelled.set(stored, s);
    }
    specialtyOf[p] = s;
  }
  const { start: specialtyStart, order: bySpecialty } = groupPositions(specialtyOf, specialties.length);

  const zips: string[] = [];
  const zipId = new Map<string, number>();
  const zipOf = new Int32Array(n).fill(-1);
  for (let p = 0; p < n; p++) {
    const zip = (items[p] as Item).row.zip_code;
    if (!zip) continue;
    let z = zipId.get(zip);
    if (z === undefined) {
      z = zips.push(zip) - 1;
      zipId.set(zip, z);
    }
    zipOf[p] = z;
  }
  const { start: zipStart, order: byZip } = groupPositions(zipOf, zips.length);
  const byZipFirst = new Int32Array(byZip.length);
  const cursor = zipStart.slice(0, zips.length);
  for (let k = 0; k < n; k++) {
    const z = zipOf[byFirst[k] as number] as number;
    if (z >= 0) byZipFirst[(cursor[z] as number)++] = k;
  }

  return {
    display: items.map(({ row }) => toProviderResult(row)),
    lastNames,
    lastStart: Int32Array.from(lastStartList),
    lastOf,
    lastPairs: pairIndex(lastNames),
    firstNames,
    firstStart,
    firstOf,
    byFirst,
    firstRank,
    firstPairs: pairIndex(firstNames),
    specialties,
    specialtyOf,
    specialtyStart,
    bySpecialty,
    zips,
    zipOf,
    zipStart,
    byZip,
    byZipFirst,
    lastMark: new Int32Array(lastNames.length),
    firstMark: new Int32Array(firstNames.length),
    stamp: 0,
  };
}

/** Positions grouped by `groupOf` (-1: in no group), each group ascending: a counting sort. */
function groupPositions(groupOf: Int32Array, groups: number): { start: Int32Array; order: Int32Array } {
  const start = new Int32Array(groups + 1);
  for (const g of groupOf) if (g >= 0) (start[g + 1] as number)++;
  for (let g = 0; g < groups; g++) start[g + 1] = (start[g + 1] as number) + (start[g] as number);
  const order = new Int32Array(start[groups] as number);
  const cursor = start.slice(0, groups);
  for (let p = 0; p < groupOf.length; p++) {
    const g = groupOf[p] as number;
    if (g >= 0) order[(cursor[g] as number)++] = p;
  }
  return { start, order };
}

/** Each pair of adjacent UTF-16 code units → the names (ascending ids) that hold it. */
function pairIndex(names: readonly string[]): Map<number, Int32Array> {
  const lists = new Map<number, number[]>();
  names.forEach((name, k) => {
    for (let i = 0; i + 1 < name.length; i++) {
      const key = name.charCodeAt(i) * 0x10000 + name.charCodeAt(i + 1);
      const list = lists.get(key);
      if (!list) lists.set(key, [k]);
      else if (list[list.length - 1] !== k) list.push(k);
    }
  });
  return new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
}

/** The distinct names in [from, to) of a byte-ordered list that start with `prefix`. */
function prefixRange(names: readonly string[], prefix: string): [number, number] {
  let lo = 0;
  let hi = names.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareBytes(names[mid] as string, prefix) < 0) lo = mid + 1;
    else hi = mid;
  }
  const from = lo;
  hi = names.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((names[mid] as string).startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return [from, lo];
}

/** Marks (with `stamp`) the names that contain `text`; returns their ids, ascending. */
function markContaining(
  names: readonly string[],
  pairs: Map<number, Int32Array>,
  text: string,
  mark: Int32Array,
  stamp: number,
): number[] {
  let candidates: Int32Array | null = null;
  for (let i = 0; i + 1 < text.length; i++) {
    const list = pairs.get(text.charCodeAt(i) * 0x10000 + text.charCodeAt(i + 1));
    if (!list) return [];
    if (!candidates || list.length < candidates.length) candidates = list;
  }
  const found: number[] = [];
  if (candidates) {
    for (const k of candidates)
      if ((names[k] as string).includes(text)) {
        mark[k] = stamp;
        found.push(k);
      }
  } else {
    // A single character (or none): every name is a candidate.
    names.forEach((name, k) => {
      if (name.includes(text)) {
        mark[k] = stamp;
        found.push(k);
      }
    });
  }
  return found;
}

/** A run of `values[from…to)`, or of the integers from…to themselves when `values` is null. */
type Run = { values: Int32Array | null; from: number; to: number };
type Kept = { position: number; distance: number; tie: number };

const LIMIT = PROVIDER_SEARCH_LIMIT;

/** `auto` picks the cheaper way; tests force each (the answer is the same). */
export type NearbyPlan = 'auto' | 'candidates' | 'zips';

/** At most 20 ranked matches; with `nearby` (ZIP → miles), only those ZIPs, nearest first within a rank. */
export function searchProviderIndex(
  index: ProviderIndex,
  query: string,
  nearby: Map<string, number> | null,
  plan: NearbyPlan = 'auto',
): ProviderHit[] {
  const q = query.trim().toLowerCase();
  if (/[\uD800-\uDFFF]/.test(q)) return scanProviderIndex(index, query, nearby);
  const s = index;
  if (s.stamp >= 0x7fffffff) {
    // Marks are 32-bit: start again from clean marks rather than wrap.
    s.lastMark.fill(0);
    s.firstMark.fill(0);
    s.stamp = 0;
  }
  const stamp = ++s.stamp;
  const words = q.split(/[\s,]+/).filter(Boolean);
  const two = words.length === 2;
  const [a = '', b = ''] = words;
  const [la0, la1] = two ? prefixRange(s.lastNames, a) : [0, 0];
  const [lb0, lb1] = two ? prefixRange(s.lastNames, b) : [0, 0];
  const [fa0, fa1] = two ? prefixRange(s.firstNames, a) : [0, 0];
  const [fb0, fb1] = two ? prefixRange(s.firstNames, b) : [0, 0];
  const [lq0, lq1] = prefixRange(s.lastNames, q);
  const [fq0, fq1] = prefixRange(s.firstNames, q);
  // Contains-marks are needed only past the prefix ranks: set lazily.
  let lastContains: number[] | null = null;
  let firstContains: number[] | null = null;
  const markLast = () => {
    lastContains ??= markContaining(s.lastNames, s.lastPairs, q, s.lastMark, stamp);
    return lastContains;
  };
  const markFirst = () => {
    firstContains ??= markContaining(s.firstNames, s.firstPairs, q, s.firstMark, stamp);
    return firstContains;
  };
  const specialtyMatches = s.specialties.map((name) => name.includes(q));
  const { lastOf, firstOf, lastMark, firstMark, specialtyOf } = s;

  /** The provider's rank (0–5), or -1; ranks 3–5 are right once their marks are set. */
  const rankOf = (p: number): number => {
    const l = lastOf[p] as number;
    const f = firstOf[p] as number;
    if (two && ((l >= la0 && l < la1 && f >= fb0 && f < fb1) || (f >= fa0 && f < fa1 && l >= lb0 && l < lb1)))
      return 0;
    if (l >= lq0 && l < lq1) return 1;
    if (f >= fq0 && f < fq1) return 2;
    if (lastMark[l] === stamp) return 3;
    if (firstMark[f] === stamp) return 4;
    if (specialtyMatches[specialtyOf[p] as number]) return 5;
    return -1;
  };

  // Near a ZIP: each ZIP's distance (-1: not near), and the near ZIPs nearest first.
  let zipDistance: Float64Array | null = null;
  let nearZips: number[] = [];
  let nearProviders = 0;
  if (nearby) {
    const distances = new Float64Array(s.zips.length);
    s.zips.forEach((zip, z) => {
      const d = nearby.get(zip);
      distances[z] = d === undefined ? -1 : d;
      if (d !== undefined) {
        nearZips.push(z);
        nearProviders += (s.zipStart[z + 1] as number) - (s.zipStart[z] as number);
      }
    });
    nearZips = nearZips.sort((x, y) => (distances[x] as number) - (distances[y] as number));
    zipDistance = distances;
  }
  const distanceOf = (p: number): number => {
    if (!zipDistance) return 0;
    const z = s.zipOf[p] as number;
    return z < 0 ? -1 : (zipDistance[z] as number);
  };

  const offer = (kept: Kept[], need: number, rank: number, p: number, tie: number) => {
    const distance = distanceOf(p);
    if (distance < 0 || rankOf(p) !== rank) return;
    const worst = kept[kept.length - 1];
    if (kept.length >= need && worst && (distance - worst.distance || tie - worst.tie) >= 0) return;
    keepBest(kept, need, { position: p, distance, tie });
  };

  /** The rank's candidates, in no particular order. */
  const offerAll = (kept: Kept[], need: number, rank: number, runs: Run[], viaFirst: boolean) => {
    for (const { values, from, to } of runs)
      for (let i = from; i < to; i++) {
        const t = values ? (values[i] as number) : i;
        offer(kept, need, rank, viaFirst ? (s.byFirst[t] as number) : t, t);
      }
  };

  /** Without a ZIP: the first `need` matches in tie order; `ordered`: runs follow each other, else merged. */
  const firstMatches = (need: number, rank: number, runs: Run[], viaFirst: boolean, ordered: boolean) => {
    const kept: Kept[] = [];
    const take = (t: number) => {
      const p = viaFirst ? (s.byFirst[t] as number) : t;
      if (rankOf(p) === rank) kept.push({ position: p, distance: 0, tie: t });
      return kept.length >= need;
    };
    if (ordered) {
      for (const { values, from, to } of runs)
        for (let i = from; i < to; i++) if (take(values ? (values[i] as number) : i)) return kept;
      return kept;
    }
    mergeRuns(runs, take);
    return kept;
  };

  /** ZIP by ZIP from the nearest; after a group of equally distant ZIPs, a full list cannot change. */
  const byNearestZip = (need: number, perZip: (kept: Kept[], z: number) => void) => {
    const kept: Kept[] = [];
    for (let i = 0; i < nearZips.length; ) {
      const d = zipDistance?.[nearZips[i] as number];
      do perZip(kept, nearZips[i++] as number);
      while (i < nearZips.length && zipDistance?.[nearZips[i] as number] === d);
      if (kept.length >= need) break;
    }
    return kept;
  };

  /** Within ZIP `z`, the providers whose key in `keys` (positions or first-name ranks) is in [from, to). */
  const zipSlice = (keys: Int32Array, z: number, from: number, to: number): [number, number] => [
    lowerBound(keys, s.zipStart[z] as number, s.zipStart[z + 1] as number, from),
    lowerBound(keys, s.zipStart[z] as number, s.zipStart[z + 1] as number, to),
  ];

  const runSize = (runs: Run[]) => runs.reduce((sum, r) => sum + r.to - r.from, 0);

  const matchesOfRank = (rank: number, need: number): Kept[] => {
    if (rank === 0) {
      if (!two) return [];
      // A full name: last a… and first b…, or first a… and last b…; each half read from its smaller side,
      // the second skipping what the first offered.
      const lastRun = (k0: number, k1: number): Run => ({
        values: null,
        from: s.lastStart[k0] as number,
        to: s.lastStart[k1] as number,
      });
      const firstRun = (k0: number, k1: number): Run => ({
        values: s.byFirst,
        from: s.firstStart[k0] as number,
        to: s.firstStart[k1] as number,
      });
      const smaller = (x: Run, y: Run) => (x.to - x.from <= y.to - y.from ? x : y);
      const halfA = smaller(lastRun(la0, la1), firstRun(fb0, fb1));
      const halfB = smaller(lastRun(lb0, lb1), firstRun(fa0, fa1));
      // Whether a run offered `p` already: the half's condition is not enough ("Johnson Jo" for "jo john" is
      // in the last-name runs of both words).
      const inRun = (run: Run, p: number) => {
        const key = run.values ? (s.firstRank[p] as number) : p;
        return key >= run.from && key < run.to;
      };
      const candidates = runSize([halfA, halfB]);
      // Short words match many: then by the last-name runs in order (or ZIP by ZIP), stopping at the 20th.
      const runsByLast = [lastRun(la0, la1), lastRun(lb0, lb1)];
      if (!zipDistance && candidates > 2000) {
        let previous = -1;
        const kept: Kept[] = [];
        mergeRuns(runsByLast, (p) => {
          if (p !== previous && rankOf(p) === 0) kept.push({ position: p, distance: 0, tie: p });
          previous = p;
          return kept.length >= need;
        });
        return kept;
      }
      if (zipDistance && (plan === 'zips' || (plan === 'auto' && candidates > nearZips.length * 16))) {
        return byNearestZip(need, (kept, z) => {
          runsByLast.forEach((run, half) => {
            const [from, to] = zipSlice(s.byZip, z, run.from, run.to);
            for (let i = from; i < to; i++) {
              const p = s.byZip[i] as number;
              if (half === 0 || !inRun(runsByLast[0] as Run, p)) offer(kept, need, 0, p, p);
            }
          });
        });
      }
      const kept: Kept[] = [];
      [halfA, halfB].forEach((run, half) => {
        for (let i = run.from; i < run.to; i++) {
          const p = run.values ? (run.values[i] as number) : i;
          if (half === 0 || !inRun(halfA, p)) offer(kept, need, 0, p, p);
        }
      });
      return kept;
    }
    if (rank === 1 || rank === 2) {
      const viaFirst = rank === 2;
      const run: Run = viaFirst
        ? { values: null, from: s.firstStart[fq0] as number, to: s.firstStart[fq1] as number }
        : { values: null, from: s.lastStart[lq0] as number, to: s.lastStart[lq1] as number };
      if (!zipDistance) return firstMatches(need, rank, [run], viaFirst, true);
      // Near a ZIP: all of the prefix's providers, or two binary searches per near ZIP.
      if (plan === 'candidates' || (plan === 'auto' && run.to - run.from <= nearZips.length * 16)) {
        const kept: Kept[] = [];
        offerAll(kept, need, rank, [run], viaFirst);
        return kept;
      }
      const keys = viaFirst ? s.byZipFirst : s.byZip;
      return byNearestZip(need, (kept, z) => {
        const [from, to] = zipSlice(keys, z, run.from, run.to);
        for (let i = from; i < to; i++) {
          const t = keys[i] as number;
          offer(kept, need, rank, viaFirst ? (s.byFirst[t] as number) : t, t);
        }
      });
    }
    const lastIds = markLast();
    const firstIds = markFirst();
    let runs: Run[];
    let ordered = false;
    if (rank === 3) {
      runs = lastIds
        .filter((k) => k < lq0 || k >= lq1)
        .map((k) => ({ values: null, from: s.lastStart[k] as number, to: s.lastStart[k + 1] as number }));
      ordered = true;
    } else if (rank === 4) {
      runs = firstIds
        .filter((k) => k < fq0 || k >= fq1)
        .map((k) => ({
          values: s.byFirst,
          from: s.firstStart[k] as number,
          to: s.firstStart[k + 1] as number,
        }));
    } else {
      runs = [];
      specialtyMatches.forEach((match, k) => {
        if (match)
          runs.push({
            values: s.bySpecialty,
            from: s.specialtyStart[k] as number,
            to: s.specialtyStart[k + 1] as number,
          });
      });
    }
    if (!zipDistance) return firstMatches(need, rank, runs, false, ordered);
    if (plan === 'candidates' || (plan === 'auto' && runSize(runs) <= nearProviders)) {
      const kept: Kept[] = [];
      offerAll(kept, need, rank, runs, false);
      return kept;
    }
    return byNearestZip(need, (kept, z) => {
      for (let i = s.zipStart[z] as number, end = s.zipStart[z + 1] as number; i < end; i++) {
        const p = s.byZip[i] as number;
        offer(kept, need, rank, p, p);
      }
    });
  };

  const hits: ProviderHit[] = [];
  for (let rank = 0; rank <= 5 && hits.length < LIMIT; rank++)
    for (const k of matchesOfRank(rank, LIMIT - hits.length))
      hits.push({ position: k.position, distance: k.distance });
  return hits;
}

function keepBest(list: Kept[], need: number, c: Kept): void {
  const before = (x: Kept, y: Kept) => x.distance - y.distance || x.tie - y.tie;
  if (list.length >= need && before(c, list[list.length - 1] as Kept) >= 0) return;
  let at = list.length;
  while (at > 0 && before(c, list[at - 1] as Kept) < 0) at--;
  list.splice(at, 0, c);
  if (list.length > need) list.pop();
}

function lowerBound(keys: Int32Array, from: number, to: number, value: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Values of ascending runs in ascending order (a k-way merge on a small heap) until `take` returns true. */
function mergeRuns(runs: Run[], take: (value: number) => boolean): void {
  const at = runs.map((r) => r.from);
  const currentOf = (r: number) => {
    const run = runs[r] as Run;
    const i = at[r] as number;
    return run.values ? (run.values[i] as number) : i;
  };
  const heap: number[] = [];
  const less = (x: number, y: number) => currentOf(x) < currentOf(y);
  const down = (i: number) => {
    for (;;) {
      let m = i;
      const l = 2 * i + 1;
      if (l < heap.length && less(heap[l] as number, heap[m] as number)) m = l;
      if (l + 1 < heap.length && less(heap[l + 1] as number, heap[m] as number)) m = l + 1;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m] as number, heap[i] as number];
      i = m;
    }
  };
  runs.forEach((run, r) => {
    if (run.from < run.to) heap.push(r);
  });
  for (let i = (heap.length >>> 1) - 1; i >= 0; i--) down(i);
  while (heap.length > 0) {
    const r = heap[0] as number;
    if (take(currentOf(r))) return;
    at[r] = (at[r] as number) + 1;
    if ((at[r] as number) >= (runs[r] as Run).to) {
      heap[0] = heap[heap.length - 1] as number;
      heap.pop();
    }
    down(0);
  }
}

/** The ranking as one pass over every provider: for queries the index cannot serve, and the tests. */
export function scanProviderIndex(
  s: ProviderIndex,
  query: string,
  nearby: Map<string, number> | null,
): ProviderHit[] {
  const q = query.trim().toLowerCase();
  const words = q.split(/[\s,]+/).filter(Boolean);
  const [a, b] = words.length === 2 ? words : [];
  const specialtyMatches = s.specialties.map((name) => name.includes(q));
  const zipDistance = s.zips.map((zip) => (nearby ? (nearby.get(zip) ?? -1) : 0));

  const best: Kept[][] = [[], [], [], [], [], []];
  const n = s.display.length;
  for (let i = 0; i < n; i++) {
    let distance = 0;
    if (nearby) {
      const z = s.zipOf[i] as number;
      if (z < 0) continue;
      distance = zipDistance[z] as number;
      if (distance < 0) continue;
    }
    const last = s.lastNames[s.lastOf[i] as number] as string;
    const first = s.firstNames[s.firstOf[i] as number] as string;
    let rank: number;
    if (
      a &&
      b &&
      ((last.startsWith(a) && first.startsWith(b)) || (first.startsWith(a) && last.startsWith(b)))
    )
      rank = 0;
    else if (last.startsWith(q)) rank = 1;
    else if (first.startsWith(q)) rank = 2;
    else if (last.includes(q)) rank = 3;
    else if (first.includes(q)) rank = 4;
    else if (specialtyMatches[s.specialtyOf[i] as number]) rank = 5;
    else continue;
    // First-name prefix matches are in first-name order (first name, then position).
    const tie = rank === 2 ? (s.firstRank[i] as number) : i;
    keepBest(best[rank] as Kept[], LIMIT, { position: i, distance, tie });
  }
  return best
    .flat()
    .slice(0, LIMIT)
    .map((k) => ({ position: k.position, distance: k.distance }));
}

/** UTF-8 byte order, as PostgreSQL's "C" collation (UTF-16 units sort alike below the surrogates). */
export function compareBytes(x: string, y: string): number {
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const cx = x.charCodeAt(i);
    const cy = y.charCodeAt(i);
    if (cx === cy) continue;
    if (cx < 0xd800 && cy < 0xd800) return cx - cy;
    return Buffer.compare(Buffer.from(x.slice(i)), Buffer.from(y.slice(i)));
  }
  return x.length - y.length;
}
