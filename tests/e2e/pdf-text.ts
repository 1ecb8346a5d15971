import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Download } from '@playwright/test';

const run = promisify(execFile);

/** A downloaded PDF's text in reading order (pdftotext), white space made single spaces. */
export async function downloadedText(download: Download): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-pdf-'));
  try {
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
