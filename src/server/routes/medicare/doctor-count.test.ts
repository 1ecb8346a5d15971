/**
 * One doctors-in-network count (issue 36, item 5), with one doctor picked from the directory and
 * one typed by hand: the results API's count (which the card and compare table show), the reasons
 * and the PDF all say "n of 1", and the typed doctor is named as not in our directory. The
 * engine's rule is in src/engine/doctor-count.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import type { RecommendationsResponse } from '../../../shared/recommendation-contracts.ts';
import { summaryPdfPath } from '../../../shared/summary-contracts.ts';
import { providers } from '../../db/schema.ts';

const run = promisify(execFile);
const TYPED = 'Hand Typed';

describe('one doctors count, picked and typed doctors', () => {
  let t: TestApp;
  let cookies: string;
  let userId: string;
  let results: RecommendationsResponse;

  beforeAll(async () => {
    t = await createTestApp();
    cookies = await t.gateCookie();
    const [doctor] = await t.database.db
      .select({ id: providers.id, last: providers.lastNameOrOrgName, specialty: providers.primarySpecialty })
      .from(providers)
      .where(and(eq(providers.zipCode, '73102'), isNotNull(providers.primarySpecialty)))
      .orderBy(asc(providers.id))
      .limit(1);
    if (!doctor) throw new Error('no seeded provider in 73102');
    const res = await t.request('/api/medicare/submit', {
      cookies,
      json: sampleSubmission({
        noDoctors: false,
        doctors: [
          { name: doctor.last, specialty: doctor.specialty ?? 'Family Medicine', providerId: doctor.id },
          { name: TYPED, specialty: 'Cardiology' },
        ],
      }),
    });
    expect(res.status).toBe(201);
    userId = (await res.json()).userId;
    results = await (await t.request(`/api/medicare/recommendations/${userId}`, { cookies })).json();
  });
  afterAll(() => t.close());

  it('API and reasons: the same "n of 1", the typed doctor named on its own', () => {
    expect(results.plans.every((p) => p.totalDoctors === 1)).toBe(true);
    const explained = results.plans.filter((p) => p.explained);
    expect(explained.length).toBeGreaterThan(0);
    for (const p of explained) {
      const counts = p.reasoning.filter((r) => / of \d+ of your doctors/.test(r));
      expect(counts, p.planId).toEqual([
        `${p.doctorsInNetwork} of 1 of your doctors are in this plan's network.`,
      ]);
      expect(p.reasoning.some((r) => r.startsWith(`${TYPED} is not in our provider directory`))).toBe(true);
    }
  });

  it('PDF: the same count on each plan, and the typed doctor "not in our directory"', async () => {
    const pdf = await t.request(summaryPdfPath(userId), { cookies });
    expect(pdf.status).toBe(200);
    const dir = await mkdtemp(path.join(tmpdir(), 'doctor-count-'));
    try {
      const file = path.join(dir, 'summary.pdf');
      await writeFile(file, Buffer.from(await pdf.arrayBuffer()));
      const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout.replace(/\s+/g, ' ');
      const first = results.plans[0];
      if (!first) throw new Error('no plans');
      expect(text).toContain(`Your doctors in network: ${first.doctorsInNetwork} of 1`);
      expect(text).not.toMatch(/Your doctors in network: \d+ of 2/);
      expect(text).toContain(`${TYPED}, Cardiology: typed by hand, not in our directory`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
