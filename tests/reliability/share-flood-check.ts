/**
 * Share links under a flood (security finding 5; design.md §9's budget): against a running server,
 * `floodClients` loops without any cookie ask for one share link's PDF summary and results, as fast
 * as they are answered, while another person reads their own results and the plan years and a
 * monitor asks for /api/health. The other person's latency is measured alone first (quiet), then
 * during the flood; the ratio of the two p95s is the budget's figure. Used by the process tier
 * (reliability.test.ts, a few seconds) and by `npm run bench` (scripts/bench.ts, entry `share-flood`).
 */
import { ApiClient, type LatencySummary, NoReply, summarize, syntheticProfile } from './load-client.ts';

export type ShareFloodOptions = { floodClients: number; quietMs: number; floodMs: number };

export type ShareFloodResult = {
  /** The flood's answers by status, and how many it got a second. */
  flood: { requests: number; perSecond: number; statuses: Record<string, number>; noReply: number };
  /** The other person's reads (their results, the plan years) alone, then during the flood. */
  quiet: LatencySummary;
  during: LatencySummary;
  /** during.p95 / quiet.p95. */
  p95Ratio: number;
  /** Answers to the other person that were not 200, or never came. */
  otherFailures: number;
  healthDuring: LatencySummary;
  healthFailures: number;
  /** /api/health right after the flood ended, in ms (null: no answer). */
  healthAfterMs: number | null;
};

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sequential reads until `until()` is false, each timed; failures counted. */
async function timedLoop(
  until: () => boolean,
  gapMs: number,
  read: (n: number) => Promise<{ status: number; ms: number }>,
): Promise<{ ms: number[]; failures: number }> {
  const ms: number[] = [];
  let failures = 0;
  for (let n = 0; until() && n < 100_000; n++) {
    try {
      const reply = await read(n);
      ms.push(reply.ms);
      if (reply.status !== 200) failures++;
    } catch (error) {
      if (!(error instanceof NoReply)) throw error;
      failures++;
    }
    await pause(gapMs);
  }
  return { ms, failures };
}

/** One cookie-less GET, its body read to the end, timed. */
async function bareGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch (error) {
    throw new NoReply(`${url}: ${(error as Error).message}`);
  }
}

export async function runShareFlood(baseUrl: string, options: ShareFloodOptions): Promise<ShareFloodResult> {
  const owner = new ApiClient(baseUrl);
  await owner.passGate();
  const submitted = await owner.request('/api/medicare/submit', { json: syntheticProfile('Flood', 1) });
  const sharedId = (submitted.body as { userId: string }).userId;
  const share = await owner.request(`/api/medicare/results/${sharedId}/shares`, { json: {} });
  const token = (share.body as { path: string }).path.slice('/shared/'.length);
  // Warm the summary's code path through the owner's own PDF (a share link's budget stays whole).
  await owner.request(`/api/medicare/results/${sharedId}/summary.pdf`);

  const other = new ApiClient(baseUrl);
  await other.passGate();
  const own = await other.request('/api/medicare/submit', { json: syntheticProfile('Flood', 2) });
  const ownId = (own.body as { userId: string }).userId;
  const otherRead = (n: number) =>
    other.request(n % 2 === 0 ? `/api/medicare/recommendations/${ownId}` : '/api/medicare/plan-years');
  for (let n = 0; n < 10; n++) await otherRead(n);

  const quietEnds = performance.now() + options.quietMs;
  const quiet = await timedLoop(() => performance.now() < quietEnds, 20, otherRead);

  const statuses: Record<string, number> = {};
  let requests = 0;
  let noReply = 0;
  const floodStarted = performance.now();
  const floodEnds = floodStarted + options.floodMs;
  const flooding = () => performance.now() < floodEnds;
  const floodLoop = async (c: number) => {
    for (let n = 0; flooding() && n < 1_000_000; n++) {
      const path =
        (n + c) % 2 === 0 ? `/api/medicare/shared/${token}/summary.pdf` : `/api/medicare/shared/${token}`;
      try {
        const reply = await bareGet(`${baseUrl}${path}`);
        statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
      } catch (error) {
        if (!(error instanceof NoReply)) throw error;
        noReply++;
      }
      requests++;
    }
  };
  const floods = Promise.all(Array.from({ length: options.floodClients }, (_, c) => floodLoop(c)));
  const [during, health] = await Promise.all([
    timedLoop(flooding, 20, otherRead),
    timedLoop(flooding, 50, () => bareGet(`${baseUrl}/api/health`)),
  ]);
  await floods;
  const floodSeconds = (performance.now() - floodStarted) / 1000;
  let healthAfterMs: number | null = null;
  try {
    const reply = await bareGet(`${baseUrl}/api/health`);
    if (reply.status === 200) healthAfterMs = Math.round(reply.ms);
  } catch (error) {
    if (!(error instanceof NoReply)) throw error;
  }

  const quietSummary = summarize(quiet.ms);
  const duringSummary = summarize(during.ms);
  return {
    flood: { requests, perSecond: Math.round(requests / floodSeconds), statuses, noReply },
    quiet: quietSummary,
    during: duringSummary,
    p95Ratio: Math.round((duringSummary.p95 / quietSummary.p95) * 100) / 100,
    otherFailures: quiet.failures + during.failures,
    healthDuring: summarize(health.ms),
    healthFailures: health.failures,
    healthAfterMs,
  };
}
