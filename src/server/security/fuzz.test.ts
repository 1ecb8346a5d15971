/**
 * Malformed requests on every /api route (security suite item 3): fast-check builds 50 per route in
 * npm test and 200 under npm run test:stress (one seed, so the 50 are the first of the 200), from
 * wrong types, huge strings, NUL bytes, NaN/Infinity/negative numbers, deep JSON,
 * `__proto__`/`constructor` keys, extra fields and wrong content types, sent as an admin (so the
 * guards let them reach validation). None may answer 5xx or leave an unhandled rejection, the
 * rejected ones change no row, and Object.prototype stays untouched.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setting } from '../../../tests/reliability/stress-profile.ts';
import {
  BODY_READS,
  type Call,
  calls,
  dbFingerprint,
  WRITE_METHODS,
} from '../../../tests/setup/route-inventory.ts';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../tests/setup/test-database.ts';
import { API_ERROR_CODES, type ApiErrorCode } from '../../shared/api-error.ts';

// 85 routes × 200 runs was a fifth of the api tier's processor time (the exports and the scoring
// analysis answer in full to each malformed request they accept).
const RUNS_PER_ROUTE = setting('CLEARPLAN_FUZZ_RUNS_PER_ROUTE', 50, 200);

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '=cmd|x',
  ),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '-1', '1e309', '-0', '0x10', '99999999999999999999'),
  fc.constant('x'.repeat(10_000)),
);

const scalar = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, Number.MAX_SAFE_INTEGER, -Number.MAX_VALUE, 1e308),
);

/** JSON text that may carry what JSON.stringify cannot: NaN, Infinity, duplicate keys, depth. */
const jsonText = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .dictionary(
      fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype')),
      scalar,
      {
        maxKeys: 6,
      },
    )
    .map((o) => JSON.stringify(o)),
  fc.constantFrom(
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"planId":"H1","planId":"H2"}',
    '',
    '{',
    'null',
    '[]',
    '"text"',
  ),
  fc.integer({ min: 50, max: 3000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 50, max: 3000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
);

type Malformed = { path: string; query: string; body: string | null; type: string };

function malformed(call: Call): fc.Arbitrary<Malformed> {
  const segments = call.path.split('/');
  return fc.record({
    // Replace one path segment after /api/<area>/ with a nasty value, or keep the path.
    path: fc.oneof(
      fc.constant(call.path),
      fc.tuple(fc.integer({ min: 3, max: Math.max(3, segments.length - 1) }), nasty).map(([at, value]) => {
        const copy = [...segments];
        if (at < copy.length) copy[at] = encodeURIComponent(value);
        return copy.join('/');
      }),
    ),
    query: fc
      .dictionary(
        fc.constantFrom(
          'q',
          'page',
          'limit',
          'sort',
          'order',
          'format',
          'userZip',
          'radius',
          'from',
          'to',
          'bucket',
          'userId',
          'search',
          '__proto__',
        ),
        nasty,
        { maxKeys: 4 },
      )
      .map((o) => new URLSearchParams(Object.entries(o)).toString()),
    body: WRITE_METHODS.has(call.method) ? jsonText : fc.constant(null),
    type: contentType,
  });
}

describe.each(TEST_DATABASE_KINDS)('fuzzing every API route on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await t?.close();
  });

  // Logout would end the session the other requests use; the admin-auth tests cover it.
  const targets = calls().filter((c) => c.path !== '/api/admin/logout');

  it.each(targets.map((c) => [`${c.method} ${c.path}`, c] as const))(
    `answers ${RUNS_PER_ROUTE} malformed requests to %s without a 5xx, changing nothing`,
    async (_label, call) => {
      const before = await dbFingerprint(t);
      let accepted = 0;
      // Share-link reads and History searches have budgets per client address (request-limits.ts):
      // each malformed request comes from an address of its own, so that all of them reach the
      // route instead of the 429 of a spent budget.
      const budgeted =
        call.path.startsWith('/api/medicare/shared/') || call.path === '/api/medicare/users/search';
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(malformed(call), async (m) => {
          const res = await t.request(`${m.path}${m.query ? `?${m.query}` : ''}`, {
            method: call.method,
            cookies: admin,
            ...(m.body === null ? {} : { body: m.body }),
            headers: { 'content-type': m.type },
            ...(budgeted ? { ip: `10.200.${Math.floor(sent / 250)}.${sent++ % 250}` } : {}),
          });
          const text = await res.text();
          if (res.status < 400) accepted += 1;
          // Every refusal is the one error shape, with a code the client knows (shared/api-error.ts).
          if (res.status >= 400 && (res.headers.get('content-type') ?? '').includes('json')) {
            const body = JSON.parse(text) as { error?: unknown; code?: unknown };
            if (typeof body.error !== 'string' || !API_ERROR_CODES.includes(body.code as ApiErrorCode))
              return false;
          }
          return res.status < 500;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261122 },
      );
      // A malformed write that was accepted anyway would be a finding of its own: none is expected.
      if (WRITE_METHODS.has(call.method) && !BODY_READS.has(_label)) expect(accepted).toBe(0);
      expect(await dbFingerprint(t)).toEqual(before);
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(unhandled).toEqual([]);
    },
    120_000,
  );
});
