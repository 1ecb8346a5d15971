/**
 * A plain-fetch client of the running server for the reliability checks: it passes the access gate
 * once, keeps its cookies, and sends JSON writes the way the browser does (same-origin writes need
 * application/json). Also the bounded client loop and the latency summary.
 */
import { randomBytes } from 'node:crypto';
import type { MedicareSubmissionInput } from '../../src/shared/finder-contracts.ts';
import { STRESS_ACCESS_PASSWORD } from './server-process.ts';

export type Reply = { status: number; ms: number; body: unknown };

/** A reply that never arrived (connection refused or reset, e.g. the server was killed). */
export class NoReply extends Error {}

/**
 * Every client of a reliability run holds one history key, as the browsers of one agency computer
 * would: a submission one client stored, another can read back (ADR 0011).
 */
const RUN_HISTORY_KEY = randomBytes(32).toString('base64url');

export class ApiClient {
  private cookies = new Map<string, string>([['clearplan_history', RUN_HISTORY_KEY]]);

  constructor(private readonly baseUrl: string) {}

  /** The Cookie header this client sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /**
   * One request. A GET whose connection was reset is sent once more: reads change nothing, and a
   * reused keep-alive connection can be closed by the server just as a request goes out.
   */
  async request(path: string, init: { method?: string; json?: unknown } = {}): Promise<Reply> {
    const method = init.method ?? (init.json === undefined ? 'GET' : 'POST');
    try {
      return await this.send(path, method, init.json);
    } catch (error) {
      if (method !== 'GET' || !(error instanceof NoReply)) throw error;
      return this.send(path, method, init.json);
    }
  }

  private async send(path: string, method: string, json: unknown): Promise<Reply> {
    const init = { json };
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        signal: AbortSignal.timeout(60_000),
      });
      text = await res.text();
    } catch (error) {
      const cause = (error as Error).cause as Error | undefined;
      throw new NoReply(`${path}: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`);
    }
    const ms = performance.now() - started;
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON (the SPA or an empty body): keep the text
    }
    return { status: res.status, ms, body };
  }

  /** Passes the access gate; throws unless it answers 200. */
  async passGate(): Promise<void> {
    const reply = await this.request('/api/access', { json: { password: STRESS_ACCESS_PASSWORD } });
    if (reply.status !== 200) throw new Error(`the access gate answered ${reply.status}`);
  }

  /** Gate, then admin sign-in; throws unless both answer 200. */
  async signInAdmin(who: { email: string; password: string }): Promise<void> {
    await this.passGate();
    const reply = await this.request('/api/admin/login', { json: who });
    if (reply.status !== 200) throw new Error(`admin sign-in answered ${reply.status}`);
  }
}

const MEDICATIONS = ['Atorvastatin', 'Lisinopril', 'Metformin', 'Amlodipine', 'Levothyroxine'];

/**
 * A unique, valid, synthetic profile (no real person's data): the run tag and sequence number make
 * each name unique, so stored rows can be matched to the replies that acknowledged them.
 */
export function syntheticProfile(tag: string, n: number): MedicareSubmissionInput {
  const medication = MEDICATIONS[n % MEDICATIONS.length] ?? 'Atorvastatin';
  return {
    firstName: `Load${tag}`,
    lastName: `Client${n}`,
    birthDate: `19${40 + (n % 20)}-0${1 + (n % 9)}-1${n % 10}`,
    zipCode: '73102',
    county: 'Oklahoma',
    doctorSearchRadius: 20,
    noMedications: false,
    medications: [{ name: medication, dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' }],
    noDoctors: true,
    doctors: [],
  };
}

/**
 * Runs `clients` loops side by side until `durationMs` has passed or each loop has made
 * `maxIterations` calls, whichever comes first (every loop is bounded in time and count).
 * `shouldStop` ends all loops early (e.g. once the server is gone).
 */
export async function runClients(
  clients: number,
  durationMs: number,
  maxIterations: number,
  step: (client: number, iteration: number) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<{ elapsedMs: number }> {
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; i < maxIterations && performance.now() < deadline && !shouldStop(); i++) {
        await step(c, i);
      }
    }),
  );
  return { elapsedMs: performance.now() - started };
}

/** The p-th percentile (nearest rank) of the values, in their unit. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export type LatencySummary = { count: number; p50: number; p95: number; p99: number; max: number };

export function summarize(ms: number[]): LatencySummary {
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    count: ms.length,
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    p99: round(percentile(ms, 99)),
    max: round(ms.length ? ms.reduce((a, b) => Math.max(a, b)) : Number.NaN),
  };
}
