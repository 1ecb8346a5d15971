/**
 * Upload abuse against the real server process (security finding 7): each abuse file is uploaded
 * by a signed-in admin while a consumer keeps asking for ZIP counties and providers; we time each
 * refusal, sample the server's resident memory, and summarise the consumer's latency meanwhile.
 */

import { IMPORT_UPLOAD_PATH } from '../../src/shared/import-contracts.ts';
import { bigCsv, denseXlsx, manySheetXlsx, millionRowXlsx } from '../setup/abuse-files.ts';
import { ApiClient, type LatencySummary, summarize } from './load-client.ts';
import type { AdminLogin } from './reliability-databases.ts';
import { processorMs, residentKb, type ServerProcess } from './server-process.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type AbuseUpload = {
  file: string;
  megabytes: number;
  status: number;
  error: string;
  ms: number;
  /** The server's processor time (every thread, the parsing worker's too) while it answered. */
  cpuMs: number;
  peakRssMb: number;
};

export type UploadAbuseResult = {
  uploads: AbuseUpload[];
  /** Consumer requests answered while the uploads ran. */
  consumerDuring: LatencySummary;
  consumerErrors: number;
  idleRssMb: number;
  healthyAfter: boolean;
};

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * On a server started for it and left running (the caller stops it, after what else it checks on
 * the same process, and sees whether it still exits cleanly): the idle figure is taken before the
 * first upload.
 */
export async function runUploadAbuseCheck(
  server: ServerProcess,
  login: AdminLogin,
): Promise<UploadAbuseResult> {
  const files: [string, Uint8Array, string][] = [
    ['million-rows.xlsx', millionRowXlsx(), XLSX],
    ['eighty-sheets.xlsx', manySheetXlsx(80), XLSX],
    ['200k-rows.csv', bigCsv(200_000), 'text/csv'],
    ['dense.xlsx', denseXlsx(), XLSX],
  ];

  const admin = new ApiClient(server.baseUrl);
  await admin.signInAdmin(login);
  const consumer = new ApiClient(server.baseUrl);
  await consumer.passGate();
  // Warm both paths (the first upload also starts the parsing worker) before measuring.
  await consumer.request('/api/counties/by-zip/73102');
  await consumer.request('/api/providers/search', { json: { q: 'smith', userZip: '73102' } });
  const idleRssMb = round1((residentKb(server.pid) ?? 0) / 1024);

  const latencies: number[] = [];
  let consumerErrors = 0;
  let uploading = true;
  const consumerLoop = (async () => {
    for (let n = 0; uploading && n < 100_000; n++) {
      const reply =
        n % 2 === 0
          ? await consumer.request('/api/counties/by-zip/73102')
          : await consumer.request('/api/providers/search', { json: { q: 'smi', userZip: '73102' } });
      if (reply.status !== 200) consumerErrors++;
      latencies.push(reply.ms);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();

  const uploads: AbuseUpload[] = [];
  for (const [name, bytes, type] of files) {
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentKb(server.pid) ?? 0);
    }, 25);
    const form = new FormData();
    form.set('kind', 'plans');
    form.set('file', new File([bytes as BlobPart], name, { type }));
    const cpuBefore = processorMs(server.pid) ?? 0;
    const started = performance.now();
    const res = await fetch(`${server.baseUrl}${IMPORT_UPLOAD_PATH}`, {
      method: 'POST',
      body: form,
      headers: { cookie: admin.cookieHeader(), origin: server.baseUrl },
    });
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    const ms = performance.now() - started;
    const cpuMs = (processorMs(server.pid) ?? Number.POSITIVE_INFINITY) - cpuBefore;
    clearInterval(sampler);
    peak = Math.max(peak, residentKb(server.pid) ?? 0);
    uploads.push({
      file: name,
      megabytes: round1(bytes.length / 1024 / 1024),
      status: res.status,
      error: body.error ?? '',
      ms: Math.round(ms),
      cpuMs: Math.round(cpuMs),
      peakRssMb: round1(peak / 1024),
    });
    // Consumers get the machine to themselves for a moment between files, as between people.
    await new Promise((r) => setTimeout(r, 200));
  }
  uploading = false;
  await consumerLoop;
  const healthy = await consumer.request('/api/counties/by-zip/73102');
  return {
    uploads,
    consumerDuring: summarize(latencies),
    consumerErrors,
    idleRssMb,
    healthyAfter: healthy.status === 200,
  };
}
