/**
 * Every secret the repository publishes, in one list: the demo's (README, the demo banner and the
 * login page print them), and the accounts the browser journeys and the benchmarks create on a
 * database of their choosing. Production refuses them as settings (env.ts) and refuses to start
 * while an account still signs in with one of them (start-checks.ts).
 *
 * The test setup's accounts (tests/setup/test-database-config.ts) are not here: only the test run
 * creates them, in databases it creates itself and drops (the seeded snapshot and its copies), and
 * the production-mode process tests start on those copies.
 */

/** Demo values used outside production only; production refuses to start with any of them. */
export const DEMO_DEFAULTS = {
  accessPassword: 'clearplan-demo',
  sessionSecret: 'clearplan-demo-session-secret-change-me',
  adminEmail: 'admin@clearplan.example',
  adminPassword: 'clearplan-admin-demo',
} as const;

type Account = { readonly email: string; readonly password: string };

/** Accounts whose password the repository publishes, by who creates them. */
export const PUBLISHED_ACCOUNTS: Readonly<Record<'demoAdmin' | 'e2eEditor' | 'benchAdmin', Account>> = {
  /** The seed's first admin on a database first started in demo mode. */
  demoAdmin: { email: DEMO_DEFAULTS.adminEmail, password: DEMO_DEFAULTS.adminPassword },
  /** The editor the browser journeys' database holds (tests/e2e/start-server.ts; E2E_DATA_DIR may be any directory). */
  e2eEditor: { email: 'editor@clearplan.example', password: 'clearplan-editor-e2e' },
  /** The admin the benchmarks seed (BENCH_NATIONAL_DB may name any database). */
  benchAdmin: { email: 'bench@clearplan.example', password: 'bench-admin-password' },
};

/**
 * The passwords checked against every account at a production start: the published accounts', and
 * the demo gate's, which the demo shows to everyone and is an easy pick for an account made then.
 */
export const PUBLISHED_ACCOUNT_PASSWORDS: readonly string[] = [
  ...Object.values(PUBLISHED_ACCOUNTS).map((account) => account.password),
  DEMO_DEFAULTS.accessPassword,
];

const fold = (value: string) => value.trim().toLowerCase();
const PUBLISHED_FOLDED = [...PUBLISHED_ACCOUNT_PASSWORDS, DEMO_DEFAULTS.sessionSecret].map(fold);

/**
 * Whether a value is, or contains, a published secret, compared as the gate compares passwords
 * (without case) and without the spaces around it: `CLEARPLAN-DEMO`, ` clearplan-demo ` and
 * `clearplan-demo-2026` are all the public demo password to someone guessing.
 */
export function containsPublishedSecret(value: string): boolean {
  const folded = fold(value);
  return PUBLISHED_FOLDED.some((published) => folded.includes(published));
}
