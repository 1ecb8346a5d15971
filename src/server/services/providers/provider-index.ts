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

  // Sorted by last name: first seen is byte order, and each name's positions are one run.
  const { values: lastNames, idOf: lastOf } = distinctIds(items.map((i) => i.last));
  const { start: lastStart } = groupPositions(lastOf, lastNames.length);

  // A counting sort keeps each first-name group in position order, the rank's tie order after the name.
  const firstNames = [...new Set(items.map((i) => i.first))].sort(compareBytes);
  const firstId = new Map(firstNames.map((name, k) => [name, k]));
  const firstOf = new Int32Array(n);
  for (let p = 0; p < n; p++) firstOf[p] = firstId.get((items[p] as Item).first) as number;
  const { start: firstStart, order: byFirst } = groupPositions(firstOf, firstNames.length);
  const firstRank = new Int32Array(n);
  for (let k = 0; k < n; k++) firstRank[byFirst[k] as number] = k;

  // By the stored spelling first: lower-casing every row's specialty cost more than the rest.
  const { values: specialties, idOf: specialtyOf } = distinctIds(
    items.map((i) => i.row.primary_specialty ?? ''),
    (stored) => stored.toLowerCase(),
  );
  const { start: specialtyStart, order: bySpecialty } = groupPositions(specialtyOf, specialties.length);
  const { values: zips, idOf: zipOf } = distinctIds(items.map((i) => i.row.zip_code || null));
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
    lastStart,
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

/** Each key's id among the distinct `normalize`d keys, in first-seen order (-1 for null). */
function distinctIds(keys: readonly (string | null)[], normalize = (key: string) => key) {
  const values: string[] = [];
  const idOfValue = new Map<string, number>();
  const idOfKey = new Map<string, number>();
  const idOf = new Int32Array(keys.length).fill(-1);
  keys.forEach((key, p) => {
    if (key === null) return;
    let id = idOfKey.get(key);
    if (id === undefined) {
      const value = normalize(key);
      id = idOfValue.get(value) ?? values.push(value) - 1;
      idOfValue.set(value, id);
      idOfKey.set(key, id);
    }
    idOf[p] = id;
  });
  return { values, idOf };
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

/** Ids [from, to) of distinct names. */
type Range = [number, number];
const within = (k: number, [from, to]: Range) => k >= from && k < to;

/** The distinct names in [from, to) of a byte-ordered list that start with `prefix`. */
function prefixRange(names: readonly string[], prefix: string): Range {
  const from = partition(0, names.length, (i) => compareBytes(names[i] as string, prefix) < 0);
  return [from, partition(from, names.length, (i) => (names[i] as string).startsWith(prefix))];
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
  // A single character (or none): every name is a candidate.
  const found = candidates ? [...candidates] : names.map((_, k) => k);
  return found.filter((k) => {
    if (!(names[k] as string).includes(text)) return false;
    mark[k] = stamp;
    return true;
  });
}

/** A run of `values[from…to)`, or of the integers from…to themselves when `values` is null. */
type Run = { values: Int32Array | null; from: number; to: number };
type Kept = { position: number; distance: number; tie: number };
/** The run of the names [k0, k1) grouped by `start`: their positions, or `values` at theirs. */
const runOf = (start: Int32Array, [k0, k1]: Range, values: Int32Array | null = null): Run => ({
  values,
  from: start[k0] as number,
  to: start[k1] as number,
});

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
  const search = startSearch(index, q, nearby, plan);
  const hits: ProviderHit[] = [];
  for (let rank = 0; rank <= 5 && hits.length < LIMIT; rank++) {
    const need = LIMIT - hits.length;
    const kept =
      rank === 0
        ? fullNameMatches(search, need)
        : rank <= 2
          ? prefixMatches(search, rank, need)
          : containsMatches(search, rank, need);
    for (const k of kept) hits.push({ position: k.position, distance: k.distance });
  }
  return hits;
}

/** One search over the index: the query's name ranges, its lazily set contains-marks, the near ZIPs. */
type Search = ReturnType<typeof startSearch>;

function startSearch(s: ProviderIndex, q: string, nearby: Map<string, number> | null, plan: NearbyPlan) {
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
  const none: Range = [0, 0];
  const la = two ? prefixRange(s.lastNames, a) : none;
  const lb = two ? prefixRange(s.lastNames, b) : none;
  const fa = two ? prefixRange(s.firstNames, a) : none;
  const fb = two ? prefixRange(s.firstNames, b) : none;
  const lq = prefixRange(s.lastNames, q);
  const fq = prefixRange(s.firstNames, q);
  // Contains-marks are needed only past the prefix ranks: set lazily.
  let lastContains: number[] | null = null;
  let firstContains: number[] | null = null;
  const specialtyMatches = s.specialties.map((name) => name.includes(q));
  const { lastOf, firstOf, lastMark, firstMark, specialtyOf } = s;
  const near = nearZipsOf(s, nearby);
  return {
    s,
    plan,
    two,
    /** Name ids starting with: the first word, the second (as last and first names), the query. */
    la,
    lb,
    fa,
    fb,
    lq,
    fq,
    ...near,
    specialtyMatches,
    markLast: () => {
      lastContains ??= markContaining(s.lastNames, s.lastPairs, q, s.lastMark, stamp);
      return lastContains;
    },
    markFirst: () => {
      firstContains ??= markContaining(s.firstNames, s.firstPairs, q, s.firstMark, stamp);
      return firstContains;
    },
    /** The provider's rank (0–5), or -1; ranks 3–5 are right once their marks are set. */
    rankOf: (p: number): number => {
      const l = lastOf[p] as number;
      const f = firstOf[p] as number;
      if (two && ((within(l, la) && within(f, fb)) || (within(f, fa) && within(l, lb)))) return 0;
      if (within(l, lq)) return 1;
      if (within(f, fq)) return 2;
      if (lastMark[l] === stamp) return 3;
      if (firstMark[f] === stamp) return 4;
      if (specialtyMatches[specialtyOf[p] as number]) return 5;
      return -1;
    },
    /** Miles to the provider's ZIP, -1 when it is not near; 0 without a ZIP. */
    distanceOf: (p: number): number => {
      if (!near.zipDistance) return 0;
      const z = s.zipOf[p] as number;
      return z < 0 ? -1 : (near.zipDistance[z] as number);
    },
  };
}

/** Near a ZIP: each ZIP's distance (-1: not near), the near ZIPs nearest first, and their providers. */
function nearZipsOf(s: ProviderIndex, nearby: Map<string, number> | null) {
  if (!nearby) return { zipDistance: null, nearZips: [], nearProviders: 0 };
  const zipDistance = new Float64Array(s.zips.length);
  const nearZips: number[] = [];
  let nearProviders = 0;
  s.zips.forEach((zip, z) => {
    const d = nearby.get(zip);
    zipDistance[z] = d === undefined ? -1 : d;
    if (d !== undefined) {
      nearZips.push(z);
      nearProviders += (s.zipStart[z + 1] as number) - (s.zipStart[z] as number);
    }
  });
  nearZips.sort((x, y) => (zipDistance[x] as number) - (zipDistance[y] as number));
  return { zipDistance: zipDistance as Float64Array | null, nearZips, nearProviders };
}

function offer(x: Search, kept: Kept[], need: number, rank: number, p: number, tie: number): void {
  const distance = x.distanceOf(p);
  if (distance < 0 || x.rankOf(p) !== rank) return;
  const worst = kept[kept.length - 1];
  if (kept.length >= need && worst && (distance - worst.distance || tie - worst.tie) >= 0) return;
  keepBest(kept, need, { position: p, distance, tie });
}

/** The rank's candidates, in no particular order. */
function offerAll(x: Search, need: number, rank: number, runs: Run[], viaFirst: boolean): Kept[] {
  const kept: Kept[] = [];
  eachInRuns(runs, (t) => offer(x, kept, need, rank, viaFirst ? (x.s.byFirst[t] as number) : t, t));
  return kept;
}

/** The runs' values, one run after another, until `take` returns a truthy value. */
function eachInRuns(runs: Run[], take: (value: number) => unknown): void {
  for (const { values, from, to } of runs)
    for (let i = from; i < to; i++) if (take(values ? (values[i] as number) : i)) return;
}

/** Without a ZIP: the first `need` matches in tie order; `ordered`: runs follow each other, else merged. */
function firstMatches(
  x: Search,
  need: number,
  rank: number,
  runs: Run[],
  viaFirst: boolean,
  ordered: boolean,
) {
  const kept: Kept[] = [];
  const take = (t: number) => {
    const p = viaFirst ? (x.s.byFirst[t] as number) : t;
    if (x.rankOf(p) === rank) kept.push({ position: p, distance: 0, tie: t });
    return kept.length >= need;
  };
  if (ordered) eachInRuns(runs, take);
  else mergeRuns(runs, take);
  return kept;
}

/** ZIP by ZIP from the nearest; after a group of equally distant ZIPs, a full list cannot change. */
function byNearestZip(x: Search, need: number, perZip: (kept: Kept[], z: number) => void): Kept[] {
  const { nearZips, zipDistance } = x;
  const kept: Kept[] = [];
  for (let i = 0; i < nearZips.length; ) {
    const d = zipDistance?.[nearZips[i] as number];
    do perZip(kept, nearZips[i++] as number);
    while (i < nearZips.length && zipDistance?.[nearZips[i] as number] === d);
    if (kept.length >= need) break;
  }
  return kept;
}

/** Within ZIP `z`, the providers whose key in `keys` (positions or first-name ranks) is in [from, to). */
function zipSlice(s: ProviderIndex, keys: Int32Array, z: number, from: number, to: number): [number, number] {
  const start = s.zipStart[z] as number;
  const end = s.zipStart[z + 1] as number;
  const at = (value: number) => partition(start, end, (i) => (keys[i] as number) < value);
  return [at(from), at(to)];
}

const runSize = (runs: Run[]) => runs.reduce((sum, r) => sum + r.to - r.from, 0);

/**
 * Rank 0, a full name: last a… and first b…, or first a… and last b…; each half read from its smaller
 * side, the second skipping what the first offered.
 */
function fullNameMatches(x: Search, need: number): Kept[] {
  if (!x.two) return [];
  const { s } = x;
  const smaller = (a: Run, b: Run) => (a.to - a.from <= b.to - b.from ? a : b);
  const halfA = smaller(runOf(s.lastStart, x.la), runOf(s.firstStart, x.fb, s.byFirst));
  const halfB = smaller(runOf(s.lastStart, x.lb), runOf(s.firstStart, x.fa, s.byFirst));
  // Whether a run offered `p` already: the half's condition is not enough ("Johnson Jo" for "jo john" is
  // in the last-name runs of both words).
  const inRun = ({ values, from, to }: Run, p: number) => {
    const key = values ? (s.firstRank[p] as number) : p;
    return key >= from && key < to;
  };
  const candidates = runSize([halfA, halfB]);
  // Short words match many: then by the last-name runs in order (or ZIP by ZIP), stopping at the 20th.
  const runsByLast = [runOf(s.lastStart, x.la), runOf(s.lastStart, x.lb)];
  if (!x.zipDistance && candidates > 2000) {
    let previous = -1;
    const kept: Kept[] = [];
    mergeRuns(runsByLast, (p) => {
      if (p !== previous && x.rankOf(p) === 0) kept.push({ position: p, distance: 0, tie: p });
      previous = p;
      return kept.length >= need;
    });
    return kept;
  }
  if (x.zipDistance && (x.plan === 'zips' || (x.plan === 'auto' && candidates > x.nearZips.length * 16))) {
    return byNearestZip(x, need, (kept, z) => {
      runsByLast.forEach((byLast, half) => {
        const [from, to] = zipSlice(s, s.byZip, z, byLast.from, byLast.to);
        for (let i = from; i < to; i++) {
          const p = s.byZip[i] as number;
          if (half === 0 || !inRun(runsByLast[0] as Run, p)) offer(x, kept, need, 0, p, p);
        }
      });
    });
  }
  const kept: Kept[] = [];
  eachInRuns([halfA], (p) => offer(x, kept, need, 0, p, p));
  eachInRuns([halfB], (p) => (inRun(halfA, p) ? false : offer(x, kept, need, 0, p, p)));
  return kept;
}

/** Ranks 1 and 2: the last- or first-name prefix; near a ZIP, all its providers or two binary searches per ZIP. */
function prefixMatches(x: Search, rank: number, need: number): Kept[] {
  const { s } = x;
  const viaFirst = rank === 2;
  const prefix = viaFirst ? runOf(s.firstStart, x.fq) : runOf(s.lastStart, x.lq);
  if (!x.zipDistance) return firstMatches(x, need, rank, [prefix], viaFirst, true);
  if (x.plan === 'candidates' || (x.plan === 'auto' && prefix.to - prefix.from <= x.nearZips.length * 16))
    return offerAll(x, need, rank, [prefix], viaFirst);
  const keys = viaFirst ? s.byZipFirst : s.byZip;
  return byNearestZip(x, need, (kept, z) => {
    const [from, to] = zipSlice(s, keys, z, prefix.from, prefix.to);
    for (let i = from; i < to; i++) {
      const t = keys[i] as number;
      offer(x, kept, need, rank, viaFirst ? (s.byFirst[t] as number) : t, t);
    }
  });
}

/** Ranks 3–5: last names, first names, then specialties containing the query. */
function containsMatches(x: Search, rank: number, need: number): Kept[] {
  const { s } = x;
  const lastIds = x.markLast();
  const firstIds = x.markFirst();
  const runs =
    rank === 3
      ? lastIds.filter((k) => !within(k, x.lq)).map((k) => runOf(s.lastStart, [k, k + 1]))
      : rank === 4
        ? firstIds.filter((k) => !within(k, x.fq)).map((k) => runOf(s.firstStart, [k, k + 1], s.byFirst))
        : x.specialtyMatches.flatMap((match, k) =>
            match ? [runOf(s.specialtyStart, [k, k + 1], s.bySpecialty)] : [],
          );
  if (!x.zipDistance) return firstMatches(x, need, rank, runs, false, rank === 3);
  if (x.plan === 'candidates' || (x.plan === 'auto' && runSize(runs) <= x.nearProviders))
    return offerAll(x, need, rank, runs, false);
  return byNearestZip(x, need, (kept, z) => {
    for (let i = s.zipStart[z] as number, end = s.zipStart[z + 1] as number; i < end; i++) {
      const p = s.byZip[i] as number;
      offer(x, kept, need, rank, p, p);
    }
  });
}

function keepBest(list: Kept[], need: number, c: Kept): void {
  const before = (x: Kept, y: Kept) => x.distance - y.distance || x.tie - y.tie;
  if (list.length >= need && before(c, list[list.length - 1] as Kept) >= 0) return;
  let at = list.length;
  while (at > 0 && before(c, list[at - 1] as Kept) < 0) at--;
  list.splice(at, 0, c);
  if (list.length > need) list.pop();
}

/** The first i in [lo, hi) where `before(i)` turns false (true, then false, across the range). */
function partition(lo: number, hi: number, before: (i: number) => boolean): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
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
