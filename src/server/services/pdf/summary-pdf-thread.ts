/** Summaries are laid out in a worker thread (security finding 5): each held the event loop tens of ms. */
import { WorkerThread } from '../platform/worker-thread.ts';
import type { SummaryInput } from './summary-model.ts';
import type { SummaryReply, SummaryRequest } from './summary-pdf-worker-main.ts';

const thread = new WorkerThread<Omit<SummaryRequest, 'id'>, SummaryReply>(
  new URL('./summary-pdf-worker.mjs', import.meta.url),
  {
    name: 'summary',
    idleMs: 30_000,
    timeoutMs: 20_000,
    // A summary is a few hundred KB.
    resourceLimits: { maxOldGenerationSizeMb: 128 },
  },
);

export async function renderSummaryInWorker(input: SummaryInput): Promise<Buffer> {
  const reply = await thread.send({ input });
  if (!reply.ok) throw new Error(`the summary could not be made: ${reply.message}`);
  return Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength);
}
