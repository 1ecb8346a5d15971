/**
 * Security suite item 7 over the browser journeys: after every journey has run, the e2e server's
 * whole output (playwright.config.ts writes it to E2E_SERVER_LOG) holds none of the personal
 * health information the journeys typed, no password and no session token. This runs as the
 * chromium project's teardown, so it sees the log of the complete run.
 */
import { readFileSync } from 'node:fs';
import { expect, test as teardown } from '@playwright/test';
import { DEMO_ACCESS_PASSWORD, DEMO_ADMIN, E2E_EDITOR } from './support';

/** Values the journeys submit (finder-journey, finder-steps, admin-users), plus this file's own. */
const CANARIES = {
  names: ['Grace', 'Hopper', 'Lovelace', 'Zebulonia', 'Quixworth'],
  birthDates: ['1946-12-09', '1950-12-10', '1952-03-04', '1939-07-14'],
  zips: ['73099', '74012', '73102', '74955'],
  drugs: ['Atorvastatin', 'Metformin'],
};
/** The canaries this file sends itself, through a submission and through requests that fail. */
const OWN = { firstName: 'Zebulonia', lastName: 'Quixworth', birthDate: '1939-07-14', zipCode: '74955' };

const digitsAlone = (value: string) => new RegExp(`(?<!\\d)${value}(?!\\d)`);

teardown(
  'the server wrote no personal health information, password or session token',
  async ({ request }) => {
    const logFile = process.env.E2E_SERVER_LOG;
    if (!logFile) throw new Error('E2E_SERVER_LOG is not set (playwright.config.ts sets it)');

    // One more round with this file's own canaries: a session, a stored submission, and errors.
    const gate = await request.post('/api/access', { data: { password: DEMO_ACCESS_PASSWORD } });
    expect(gate.status()).toBe(200);
    const login = await request.post('/api/admin/login', {
      data: { email: E2E_EDITOR.email, password: E2E_EDITOR.password },
    });
    expect(login.status()).toBe(200);
    const submission = {
      ...OWN,
      county: 'Sequoyah',
      isCustomCounty: true,
      doctorSearchRadius: 20,
      noMedications: false,
      medications: [{ name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' }],
      noDoctors: true,
      doctors: [],
    };
    const stored = await request.post('/api/medicare/submit', { data: submission });
    expect(stored.status()).toBe(201);
    const refused = await request.post('/api/medicare/submit', {
      data: { ...submission, zipCode: `${OWN.zipCode}0` },
    });
    expect(refused.status()).toBe(400);
    const broken = await request.post('/api/medicare/submit', {
      headers: { 'content-type': 'application/json' },
      data: `{"firstName":"${OWN.firstName}","birthDate":"${OWN.birthDate}",`,
    });
    expect(broken.status()).toBe(400);
    // This file's canaries reached the server (the journeys' ones did too when they ran: a single
    // spec run with its teardown has fewer). The search sends the name in its body (ADR 0011).
    const found = await request.post('/api/medicare/users/search', { data: { q: OWN.lastName } });
    expect(found.status()).toBe(200);
    expect(await found.json()).not.toEqual([]);
    await request.post('/api/admin/logout');

    const readLines = () =>
      readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '');
    // The server did log this file's requests (a line each): an empty log would prove nothing. It
    // writes its lines in batches (up to 200 ms late, logger.ts), so the last ones may still be on
    // their way.
    await expect
      .poll(() => readLines().filter((l) => l.includes('"route":"/api/medicare/submit"')).length)
      .toBeGreaterThanOrEqual(3);
    const lines = readLines();
    const leaks = (matches: (line: string) => boolean) => lines.filter(matches).slice(0, 3);
    for (const value of [...CANARIES.names, ...CANARIES.drugs]) {
      expect(
        leaks((l) => l.includes(value)),
        `log lines with ${value}`,
      ).toEqual([]);
    }
    for (const value of [...CANARIES.birthDates, ...CANARIES.zips]) {
      expect(
        leaks((l) => digitsAlone(value).test(l)),
        `log lines with ${value}`,
      ).toEqual([]);
    }
    // The demo passwords are printed once at start-up by design (outside production, README); no
    // other line may carry them, and no line the editor's password or any session token.
    const banner = (l: string) => /demo|password|sign-in/i.test(l) && !l.startsWith('{');
    for (const secret of [DEMO_ACCESS_PASSWORD, DEMO_ADMIN.password]) {
      expect(
        leaks((l) => l.includes(secret) && !banner(l)),
        'log lines with a demo password',
      ).toEqual([]);
    }
    expect(
      leaks((l) => l.includes(E2E_EDITOR.password)),
      "log lines with the editor's password",
    ).toEqual([]);
    const tokens = [
      ...(gate.headers()['set-cookie']?.split('\n') ?? []),
      ...(login.headers()['set-cookie']?.split('\n') ?? []),
    ]
      .map((c) => c.split(';')[0]?.split('=')[1] ?? '')
      .filter((t) => t.length >= 20);
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens)
      expect(
        leaks((l) => l.includes(token)),
        'log lines with a session token',
      ).toEqual([]);
  },
);
