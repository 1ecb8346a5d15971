import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('data directory lock', () => {
  it('lets one holder in, refuses a second while the first holds it, and frees it on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-lock-'));
    const first = lockDataDir(dir);
    // Pretend another live process (our parent) holds it.
    fs.writeFileSync(path.join(dir, 'clearplan.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrowError(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrowError(/in use by another ClearPlan process/);
    fs.writeFileSync(path.join(dir, 'clearplan.lock'), String(process.pid));
    first.release();
    expect(fs.existsSync(path.join(dir, 'clearplan.lock'))).toBe(false);
    lockDataDir(dir).release();
    fs.rmSync(dir, { recursive: true });
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-lock-'));
    fs.writeFileSync(path.join(dir, 'clearplan.lock'), '999999999');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'clearplan.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    fs.rmSync(dir, { recursive: true });
  });

  it('lets a process take again a lock it already holds (the start script hands its lock to the server)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-lock-'));
    lockDataDir(dir);
    const again = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'clearplan.lock'), 'utf8')).toBe(String(process.pid));
    again.release();
    expect(fs.existsSync(path.join(dir, 'clearplan.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });
});
