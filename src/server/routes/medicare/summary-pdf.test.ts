/**
 * The printable summary (issue 20, ADR 0018): a real PDF made on the server from the stored result,
 * read back as text with pdftotext (poppler-utils), as a person's PDF reader or screen reader would.
 * It answers only to the browser that owns the result or to a live share link, and the shared copy
 * carries no name.
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
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { formatMoney } from '../../../shared/format.ts';
import { medicarePlanPageUrl } from '../../../shared/medicare-links.ts';
import type { RecommendationsResponse } from '../../../shared/recommendation-contracts.ts';
import { summaryPdfPath } from '../../../shared/summary-contracts.ts';
import { auditLog, providers } from '../../db/schema.ts';

const run = promisify(execFile);
const FIRST_NAME = 'Wilhelmina';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** What a poppler-utils tool (pdftotext, pdfinfo) prints for the PDF, given as its last file argument. */
async function poppler(pdf: ArrayBuffer, tool: string, args: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'summary-pdf-'));
  try {
    const file = path.join(dir, 'summary.pdf');
    await writeFile(file, Buffer.from(pdf));
    return (await run(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text in reading order, every run of white space made one space. */
async function pdfText(pdf: ArrayBuffer): Promise<string> {
  return (await poppler(pdf, 'pdftotext', ['-enc', 'UTF-8'])).replace(/\s+/g, ' ');
}

/** Page `page`'s text alone (pdftotext -f -l), white space as in pdfText. */
async function pdfPageText(pdf: ArrayBuffer, page: number): Promise<string> {
  const args = ['-enc', 'UTF-8', '-f', String(page), '-l', String(page)];
  return (await poppler(pdf, 'pdftotext', args)).replace(/\s+/g, ' ');
}

async function pdfInfo(pdf: ArrayBuffer): Promise<string> {
  return poppler(pdf, 'pdfinfo', []);
}

/**
 * Each word's type size in points, from its box (pdftotext -bbox): a box is as tall as the font's
 * ascent to its descent, for Noto Sans (the summary's Latin font, regular and bold) 1,069 + 293
 * units of 1,000 (its hhea table), so a word of 16 pt is 16 × 1.362 = 21.79 pt tall.
 */
const NOTO_SANS_BOX = (1069 + 293) / 1000;
async function pdfWordSizes(pdf: ArrayBuffer): Promise<{ word: string; size: number }[]> {
  const html = await poppler(pdf, 'pdftotext', ['-enc', 'UTF-8', '-bbox']);
  return [
    ...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map(([, yMin, yMax, word]) => ({
    word: word ?? '',
    size: (Number(yMax) - Number(yMin)) / NOTO_SANS_BOX,
  }));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Large print (issue 37): the body text's type size and a part heading's, in points. */
async function expectLargePrint(pdf: ArrayBuffer, partHeading: string) {
  const words = await pdfWordSizes(pdf);
  expect(words.length).toBeGreaterThan(300);
  const body = median(words.map((w) => w.size));
  expect(body).toBeGreaterThanOrEqual(16 - 0.05);
  // No word smaller, the page footers included.
  expect(Math.min(...words.map((w) => w.size))).toBeGreaterThanOrEqual(16 - 0.05);
  // A part heading ("Your medications") stands out from the body: at least a quarter larger.
  const [first, second] = partHeading.split(' ');
  const at = words.findIndex((w, i) => w.word === first && words[i + 1]?.word === second);
  expect(at, partHeading).toBeGreaterThanOrEqual(0);
  expect(words[at]?.size ?? 0).toBeGreaterThanOrEqual(body * 1.25);
}

describe.each(TEST_DATABASE_KINDS)('the printable summary PDF on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let userId: string;
  let results: RecommendationsResponse;
  let ownPdf: Response;
  let ownText: string;
  /** The file's bytes as text: link annotations are plain objects in it. */
  let ownPdfSource: string;
  let doctorName: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.gateCookie();
    const [doctor] = await t.database.db
      .select({ id: providers.id, last: providers.lastNameOrOrgName, specialty: providers.primarySpecialty })
      .from(providers)
      .where(and(eq(providers.zipCode, '73102'), isNotNull(providers.primarySpecialty)))
      .orderBy(asc(providers.id))
      .limit(1);
    if (!doctor) throw new Error('no seeded provider in 73102');
    doctorName = doctor.last;
    const submitted = await t.request('/api/medicare/submit', {
      cookies: owner,
      json: sampleSubmission({
        firstName: FIRST_NAME,
        noDoctors: false,
        doctors: [
          { name: doctor.last, specialty: doctor.specialty ?? 'Family Medicine', providerId: doctor.id },
          { name: 'Hand Typed', specialty: 'Cardiology' },
        ],
      }),
    });
    expect(submitted.status).toBe(201);
    userId = ((await submitted.json()) as { userId: string }).userId;
    results = await (await t.request(`/api/medicare/recommendations/${userId}`, { cookies: owner })).json();
    ownPdf = await t.request(summaryPdfPath(userId), { cookies: owner });
    ownText = await pdfText(await ownPdf.clone().arrayBuffer());
    ownPdfSource = Buffer.from(await ownPdf.clone().arrayBuffer()).toString('latin1');
  });
  afterAll(() => t?.close());

  it('downloads a PDF, never cached, named by the plan year alone', async () => {
    expect(ownPdf.status).toBe(200);
    expect(ownPdf.headers.get('content-type')).toBe('application/pdf');
    expect(ownPdf.headers.get('content-disposition')).toBe(
      `attachment; filename="clearplan-summary-${results.planYear}.pdf"`,
    );
    expect(ownPdf.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await ownPdf.clone().arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    // A tagged, titled US Letter document, several pages long, numbered in the footer.
    const info = await pdfInfo(bytes.buffer as ArrayBuffer);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(new RegExp(`^Title:\\s+Your Medicare plan summary for ${results.planYear}$`, 'm'));
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(ownText).toContain(`Page 1 of ${pages}`);
    expect(ownText).toContain(`Page ${pages} of ${pages}`);
  });

  it('is in large print, in English and Spanish: body text 16 pt, headings larger, bookmarked, a few pages (issue 37)', async () => {
    const es = await (await t.request(summaryPdfPath(userId, 'es'), { cookies: owner })).arrayBuffer();
    await expectLargePrint(await ownPdf.clone().arrayBuffer(), 'Your medications');
    await expectLargePrint(es, 'Sus medicamentos');
    // Still a bookmark per part.
    for (const part of ['Your medications', 'Your doctors', 'The plans compared', 'What to do next'])
      expect(ownPdfSource).toContain(`/Title (${part})`);
    expect(ownPdfSource).toContain('/PageMode /UseOutlines');
    // Ten plans with all their reasons and the parts around them: at most a page and a half a plan.
    const shown = Math.min(10, results.plans.length);
    for (const pdf of [await ownPdf.clone().arrayBuffer(), es]) {
      const pages = Number(/^Pages:\s+(\d+)$/m.exec(await pdfInfo(pdf))?.[1]);
      expect(pages).toBeLessThanOrEqual(Math.ceil(shown * 1.5) + 2);
    }
  });

  it("holds the person's first name, drugs with dose and schedule, and doctors", () => {
    expect(ownText).toContain(`Prepared for ${FIRST_NAME}`);
    expect(ownText).not.toContain('Quillfeather'); // the last name is not needed on paper
    expect(ownText).toContain('Atorvastatin, 20 mg tablet, monthly (30-day supply)');
    expect(ownText).toContain('Eliquis, 5 mg tablet, monthly (30-day supply)');
    expect(ownText).toContain(doctorName);
    expect(ownText).toContain(
      'Hand Typed, Cardiology: typed by hand, not in our directory: network status unknown, ask the plan',
    );
  });

  it('lists the top plans of the results with their yearly costs, parts and reasons, in rank order', () => {
    const top = results.plans.slice(0, 10);
    expect(top.length).toBeGreaterThan(1);
    let from = 0;
    for (const plan of top) {
      const at = ownText.indexOf(`${plan.rank}. ${plan.name}`, from);
      expect(at, plan.name).toBeGreaterThanOrEqual(from);
      from = at;
      expect(ownText).toContain(`Plan ID ${plan.planId} · ${plan.carrier}`);
      expect(ownText).toContain(
        `Estimated yearly cost: ${formatMoney(Math.max(0, plan.estimatedAnnualCost))}`,
      );
      const { premiums, drugs, medical } = plan.costBreakdown;
      expect(ownText).toContain(
        `Premiums ${formatMoney(premiums)} + drugs ${formatMoney(drugs)} + medical care ${formatMoney(medical)}`,
      );
      // A reason may run over a page break: read it without the page footers between its words.
      const flowing = ownText.replace(/ Page \d+ of \d+ /g, ' ');
      for (const reason of plan.reasoning) expect(flowing, plan.name).toContain(reason.replace(/\s+/g, ' '));
    }
    // Beyond the top ten: not in the summary.
    for (const plan of results.plans.slice(10)) expect(ownText).not.toContain(`${plan.rank}. ${plan.name}`);
    // Each plan's Medicare.gov page: words to type on paper, a link in a PDF reader.
    const first = top[0];
    expect(ownText).toContain(
      `See this plan on Medicare.gov: search for plan ID ${first?.planId} at www.medicare.gov/plan-compare`,
    );
    expect(ownPdfSource).toContain(`/URI (${medicarePlanPageUrl(first?.planId ?? '', results.planYear)})`);
  });

  it('says what to do next, where the data comes from, and the disclaimers', () => {
    expect(ownText).toContain(
      `Open Enrollment for ${results.planYear} plans runs from October 15 to December 7, ${results.planYear - 1}.`,
    );
    expect(ownText).toContain('1-800-MEDICARE (1-800-633-4227)');
    const data = results.planData;
    if (data.medicareUpdatedOn)
      expect(ownText).toContain(`${results.planYear} plan data from Medicare, updated`);
    else if (data.samplePlans)
      expect(ownText).toContain(`${results.planYear} plans shown here are sample data for demonstration`);
    expect(ownText).toContain('Costs are estimates — verify with the plan before enrolling.');
    expect(ownText).toContain('not connected with or endorsed by the U.S. government');
    // Every placeholder of the dictionary was filled.
    expect(ownText).not.toMatch(/\{\{|\}\}/);
  });

  it('says on page 1, under its heading, that the plans shown are sample data (issue 36)', async () => {
    // The seeded plans are all sample data (ADR 0014); summary-model.test.ts has the other cases.
    expect(results.plans.slice(0, 10).every((plan) => plan.isSampleData)).toBe(true);
    const notice = `Sample data: the ${results.planYear} plans in this summary are examples for demonstration, not real Medicare plans or prices.`;
    const page1 = await pdfPageText(await ownPdf.clone().arrayBuffer(), 1);
    expect(page1).toContain(`Your Medicare plan summary ${notice}`);
    const es = await (await t.request(summaryPdfPath(userId, 'es'), { cookies: owner })).arrayBuffer();
    expect(await pdfPageText(es, 1)).toContain(
      `Datos de muestra: los planes de ${results.planYear} de este resumen son ejemplos para demostración`,
    );
  });

  it('is written in Spanish when asked, reasons, dates and plural forms included', async () => {
    const res = await t.request(summaryPdfPath(userId, 'es'), { cookies: owner });
    expect(res.status).toBe(200);
    const bytes = await res.arrayBuffer();
    const text = await pdfText(bytes);
    expect(await pdfInfo(bytes)).toMatch(
      new RegExp(`^Title:\\s+Resumen de su plan de Medicare para ${results.planYear}$`, 'm'),
    );
    for (const heading of ['Sus medicamentos', 'Sus médicos', 'Los planes comparados', 'Qué hacer ahora']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain(`Preparado para ${FIRST_NAME}`);
    expect(text).toContain('Atorvastatin');
    expect(text).toContain(`1. ${results.plans[0]?.name}`);
    // The plan reasons come from the stored result, in the reader's language.
    expect(text).toMatch(/Costo anual estimado \$[\d,]+: \$[\d,]+ en primas/);
    expect(text).toMatch(/Página 1 de \d+/);
    expect(text).not.toMatch(/Estimated yearly cost|Your medications|Page 1 of/);
  });

  it('answers a share link without the name or the gate password, and only while the link is live', async () => {
    const created = await t.request(`/api/medicare/results/${userId}/shares`, { cookies: owner, json: {} });
    expect(created.status).toBe(201);
    const share = (await created.json()) as { id: string; path: string };
    const token = share.path.slice('/shared/'.length);
    // Someone the link was e-mailed to has no gate password: the link alone opens the summary.
    const stranger = '';

    const res = await t.request(`/api/medicare/shared/${token}/summary.pdf`, { cookies: stranger });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await pdfText(await res.arrayBuffer());
    expect(text).not.toContain(FIRST_NAME);
    expect(text).not.toContain('1953');
    expect(text).toContain('A copy of results someone shared with you.');
    expect(text).toContain('Atorvastatin');
    expect(text).not.toContain('20 mg tablet'); // the shared results name the drugs only
    expect(text).toContain(`1. ${results.plans[0]?.name}`);

    const revoked = await t.request(`/api/medicare/results/${userId}/shares/${share.id}`, {
      method: 'DELETE',
      cookies: owner,
      json: {},
    });
    expect(revoked.status).toBe(200);
    const after = await t.request(`/api/medicare/shared/${token}/summary.pdf`, { cookies: stranger });
    expect(after.status).toBe(404);
    expect(after.headers.get('content-type')).toMatch(/json/);
  });

  it("answers 404 to another browser, an unknown id and a malformed one, and 400 to a language we don't have", async () => {
    const other = await t.gateCookie();
    for (const [url, cookies] of [
      [summaryPdfPath(userId), other],
      [summaryPdfPath(UNKNOWN_ID), owner],
      ['/api/medicare/results/not-an-id/summary.pdf', owner],
    ] as const) {
      const res = await t.request(url, { cookies });
      expect(res.status, url).toBe(404);
      expect(await res.json()).toEqual({ error: 'We could not find those results.', code: 'NOT_FOUND' });
    }
    const bad = await t.request(`${summaryPdfPath(userId)}?lang=fr`, { cookies: owner });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('VALIDATION');
    // Spanish is accepted (its strings come with the Spanish catalogue; English until then).
    const es = await t.request(summaryPdfPath(userId, 'es'), { cookies: owner });
    expect(es.status).toBe(200);
    expect(await pdfText(await es.arrayBuffer())).toContain('Atorvastatin');
  });

  it('prints names in Vietnamese, Polish, Cyrillic, Greek, Hebrew and CJK scripts as typed', async () => {
    const firstName = 'דוד משה'; // Hebrew, two words, right to left
    const doctors = [
      'Nguyễn Thị Ánh',
      'Łukasz Żółkiewski',
      'Ольга Петрова',
      'Ελένη Παπαδοπούλου',
      '王秀英',
      '佐藤 花子',
      'שרה לוי',
      'José Peña Ibáñez',
    ];
    const submitted = await t.request('/api/medicare/submit', {
      cookies: owner,
      json: sampleSubmission({
        firstName,
        lastName: 'כהן',
        noDoctors: false,
        doctors: doctors.map((name) => ({ name, specialty: 'Cardiology' })),
      }),
    });
    expect(submitted.status).toBe(201);
    const { userId: id } = (await submitted.json()) as { userId: string };
    const pdf = await t.request(summaryPdfPath(id), { cookies: owner });
    expect(pdf.status).toBe(200);
    // pdftotext wraps a right-to-left stretch in embedding marks (U+202A–U+202E), which are not text.
    const text = (await pdfText(await pdf.arrayBuffer())).replace(/[\u202a-\u202e]/g, '');
    expect(text).toContain(`Prepared for ${firstName}`);
    for (const name of doctors) expect(text).toContain(`${name}, Cardiology: typed by hand`);
    expect(text).toContain('Atorvastatin, 20 mg tablet, monthly (30-day supply)');
  });

  it('audits each download with ids only', async () => {
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'summary.pdf'), eq(auditLog.entityId, userId)));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(rows);
    for (const secret of [FIRST_NAME, 'Quillfeather', 'Atorvastatin', 'Eliquis', 'Hand Typed', '1953-04-12'])
      expect(text).not.toContain(secret);
    expect(rows.some((r) => r.actor.startsWith('share:'))).toBe(true);
  });
});
