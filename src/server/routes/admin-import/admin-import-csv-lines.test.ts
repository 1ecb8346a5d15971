/**
 * A CSV that cannot be read is refused with the line and what is wrong (issue 16 "Admin"), never
 * a value from the file, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { CSV_PROBLEMS_LISTED, type ImportPreview } from '../../../shared/import-contracts.ts';
import {
  csv,
  PLAN_HEADER,
  planRow,
  postJson,
  runBody,
  upload,
  uploadOk,
  writeCounts,
} from '../../testing/admin-import-helpers.ts';

/** Header (10 columns) and data lines of a plans CSV, one line each. */
const HEADER10 = [...PLAN_HEADER, 'maxOutOfPocket', 'drugDeductible', 'starRating', 'isActive'];
const line = (n: number) => [...planRow(`R${1000 + n}-001`), '3400', '0', '4', 'false'].join(',');

describe.each(TEST_DATABASE_KINDS)('CSV lines that cannot be read, on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
  });
  afterAll(() => t.close());

  /** Uploads and expects a 400 with this message and these issues, nothing stored. */
  async function expectRefused(content: string, error: string, issues: { path: string; message: string }[]) {
    const before = await writeCounts(t);
    const res = await upload(t, admin, { name: 'plans.csv', content });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({ error, code: 'VALIDATION', issues });
    expect(await writeCounts(t)).toEqual(before);
    return body;
  }

  it('names the line of a quote that is never closed, counting quoted line breaks as lines', async () => {
    // Line 1 header, lines 2–3 a plan whose name holds a CRLF in quotes (one record, two lines),
    // lines 4–13 ten plans, line 14 opens a quote that the file never closes.
    const lines = [
      HEADER10.join(','),
      `R0001-001,Acme,"Acme Gold\r\nSecond line",HMO,Oklahoma,0,3400,0,4,false`,
      ...Array.from({ length: 10 }, (_, i) => line(i)),
      `R0002-001,"Secret Carrier Name,Acme Silver,HMO,Oklahoma,0,3400,0,4,false`,
      line(20),
    ];
    const body = await expectRefused(`${lines.join('\r\n')}\r\n`, 'Line 14: a quoted value is not closed', [
      { path: 'line.14', message: 'Line 14: a quoted value is not closed' },
    ]);
    expect(JSON.stringify(body)).not.toContain('Secret');
  });

  it('names a quotation mark inside a value, and text after a closing quote', async () => {
    const inside = `${HEADER10.join(',')}\n${line(1)}\n${line(2)}\nR0003-001,Acme,Acme 5" Plan,HMO,Oklahoma,0,3400,0,4,false\n`;
    const message4 =
      'Line 4: a quotation mark is inside a value that does not start with one (put the value in quotes and double the mark: "")';
    await expectRefused(inside, message4, [{ path: 'line.4', message: message4 }]);
    const after = `${HEADER10.join(',')}\n${line(1)}\n"R0004-001"x,Acme,Acme,HMO,Oklahoma,0,3400,0,4,false\n`;
    const message3 = 'Line 3: a quoted value is followed by other characters before the next comma';
    await expectRefused(after, message3, [{ path: 'line.3', message: message3 }]);
  });

  it('names every line with more values than the header (an unquoted comma), first in the message', async () => {
    const lines = [HEADER10.join(','), ...Array.from({ length: 12 }, (_, i) => line(i))];
    // Line 9: "Acme, Inc." and "Gold, Plus" unquoted, so 12 values; line 12: one stray value.
    lines[8] = 'R0005-001,Acme, Inc.,Acme Gold, Plus (HMO),HMO,Oklahoma,0,3400,0,4,false';
    lines[11] = `${line(30)},extra`;
    await expectRefused(
      `${lines.join('\r\n')}\r\n`,
      'Line 9 has 12 values but the header has 10 (a value that holds a comma must be in quotes); 1 more line has a problem too',
      [
        { path: 'line.9', message: 'Line 9 has 12 values but the header has 10' },
        { path: 'line.12', message: 'Line 12 has 11 values but the header has 10' },
      ],
    );
  });

  it(`lists at most ${CSV_PROBLEMS_LISTED} lines and counts the rest`, async () => {
    const lines = [HEADER10.join(','), ...Array.from({ length: 30 }, (_, i) => `${line(i)},x`)];
    const res = await upload(t, admin, { name: 'wide.csv', content: lines.join('\n') });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe(
      'Line 2 has 11 values but the header has 10 (a value that holds a comma must be in quotes); 29 more lines have a problem too',
    );
    expect(body.issues).toHaveLength(CSV_PROBLEMS_LISTED);
    expect(body.issues.at(-1)).toEqual({
      path: 'line.21',
      message: 'Line 21 has 11 values but the header has 10',
    });
  });

  it('reads a quoted value that spans lines as one row, and names the lines it joined (issue 39)', async () => {
    // Line 2's note opens a quote that closes at the end of line 3: two data lines, one row.
    const content = [
      [...PLAN_HEADER, 'notes'].join(','),
      `${planRow('R0007-001').join(',')},"Note that opens`,
      `${planRow('R0007-002').join(',')},and closes here"`,
      `${planRow('R0007-003').join(',')},plain`,
      '',
    ].join('\r\n');
    const warning = 'Row 2 joins lines 2\u20133 (a quoted value spans lines)';
    const uploaded = await uploadOk(t, admin, { name: 'joined.csv', content });
    expect(uploaded.sheets[0]).toMatchObject({ rowCount: 2, warnings: [warning] });
    const res = await postJson(
      t,
      admin,
      `/api/admin/import/jobs/${uploaded.job.id}/validate`,
      runBody(uploaded),
    );
    expect(res.status).toBe(200);
    const preview = (await res.json()) as ImportPreview;
    expect(preview).toMatchObject({ totalRows: 2, warnings: [warning] });
    expect(preview.rowErrors).toEqual([]);
  });

  it('gives no warning for a file whose values stay on their lines', async () => {
    const uploaded = await uploadOk(t, admin, {
      name: 'plain.csv',
      content: csv([PLAN_HEADER, planRow('R0008-001')]),
    });
    expect(uploaded.sheets[0]?.warnings).toEqual([]);
  });

  it('refuses a quote still open at the end of a file without a final line break, naming its line', async () => {
    const content = [PLAN_HEADER.join(','), planRow('R0009-001').join(','), `R0009-002,Acme,"Acme Open`].join(
      '\n',
    );
    await expectRefused(content, 'Line 3: a quoted value is not closed', [
      { path: 'line.3', message: 'Line 3: a quoted value is not closed' },
    ]);
  });

  it('still takes blank cells after the last column, short lines and a header with trailing commas', async () => {
    const content = csv([
      [...PLAN_HEADER, '', ''],
      [...planRow('R0006-001'), '', '', '', ''],
      ['R0006-002', 'Acme', 'Acme Short (HMO)', 'HMO', 'Oklahoma'],
    ]);
    const uploaded = await uploadOk(t, admin, { name: 'trailing.csv', content });
    expect(uploaded.sheets[0]).toMatchObject({ rowCount: 2, headers: PLAN_HEADER });
  });
});
