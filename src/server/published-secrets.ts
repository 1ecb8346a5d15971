/**
 * Every secret the repository publishes (demo, browser journeys, benchmarks): production refuses them as
 * settings (env.ts) and while an account signs in with one (start-checks.ts). The test setup's accounts
 * live only in databases the test run creates and drops.
 */

export const DEMO_DEFAULTS = {
  accessPassword: 'clearplan-demo',
  sessionSecret: 'clearplan-demo-session-secret-change-me',
  adminEmail: 'admin@clearplan.example',
  adminPassword: 'clearplan-admin-demo',
} as const;

type Account = { readonly email: string; readonly password: string };

export const PUBLISHED_ACCOUNTS: Readonly<Record<'demoAdmin' | 'e2eEditor' | 'benchAdmin', Account>> = {
  demoAdmin: { email: DEMO_DEFAULTS.adminEmail, password: DEMO_DEFAULTS.adminPassword },
  /** tests/e2e/start-server.ts; E2E_DATA_DIR may be any directory. */
  e2eEditor: { email: 'editor@clearplan.example', password: 'clearplan-editor-e2e' },
  /** BENCH_NATIONAL_DB may name any database. */
  benchAdmin: { email: 'bench@clearplan.example', password: 'bench-admin-password' },
};

/** Checked against every account at a production start; the demo gate's is an easy pick for an account. */
export const PUBLISHED_ACCOUNT_PASSWORDS: readonly string[] = [
  ...Object.values(PUBLISHED_ACCOUNTS).map((account) => account.password),
  DEMO_DEFAULTS.accessPassword,
];

const fold = (value: string) => value.trim().toLowerCase();
const PUBLISHED_FOLDED = [...PUBLISHED_ACCOUNT_PASSWORDS, DEMO_DEFAULTS.sessionSecret].map(fold);

/** Compared as the gate compares (without case or outer spaces): `clearplan-demo-2026` counts too. */
export function containsPublishedSecret(value: string): boolean {
  const folded = fold(value);
  return PUBLISHED_FOLDED.some((published) => folded.includes(published));
}
