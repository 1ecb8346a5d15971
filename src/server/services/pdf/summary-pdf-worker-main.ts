/** The summary-PDF worker thread (summary-pdf-thread.ts): one reply per request. */
import { parentPort } from 'node:worker_threads';
import { type SummaryInput, summaryModel } from './summary-model.ts';
import { renderSummaryPdf } from './summary-pdf.ts';

export type SummaryRequest = { id: number; input: SummaryInput };
export type SummaryReply =
  | { id: number; ok: true; pdf: Uint8Array }
  | { id: number; ok: false; message: string };

parentPort?.on('message', async ({ id, input }: SummaryRequest) => {
  let reply: SummaryReply;
  try {
    const pdf = await renderSummaryPdf(summaryModel(input));
    reply = { id, ok: true, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) };
  } catch (error) {
    reply = { id, ok: false, message: (error as Error).message };
  }
  parentPort?.postMessage(reply);
});
