/**
 * The audit log in plain words (issue 20; docs/security.md "Audit log"): who an actor string is,
 * what an action string means, and the details as one line. One module for the API, its CSV
 * export and the Audit page, so the file and the screen say the same thing.
 */
import type { ActorKindOrOther } from './audit-contracts.ts';

/**
 * Every action the server writes (grep `action:` in src/server), described for a privacy officer.
 * An action missing here is shown as it is written; add it here when a new one is written.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'admin.login': 'Signed in to the admin',
  'admin.login.failed': 'Failed admin sign-in',
  'admin.login.rate_limited': 'Admin sign-in refused (too many attempts)',
  'admin.logout': 'Signed out of the admin',
  'audit.export': 'Exported the audit log',
  'account.create': 'Created an account',
  'account.update': 'Changed an account',
  'account.delete': 'Deleted an account',
  'counselor.login': 'Counselor signed in',
  'counselor.login.failed': 'Failed counselor sign-in',
  'counselor.login.rate_limited': 'Counselor sign-in refused (too many attempts)',
  'counselor.logout': 'Counselor signed out',
  'counselor.reassign': 'Moved a counselor’s clients to another counselor',
  'carrier.create': 'Added a carrier',
  'carrier.update': 'Changed a carrier',
  'carrier.delete': 'Deleted a carrier',
  'history.search': 'Searched History',
  'history.forget': 'Made this device forget its History',
  'import.plans': 'Imported plans (ClearPlan template)',
  'import.landscape': 'Imported a CMS Landscape sheet',
  'import.formulary': 'Imported a formulary',
  'import.network': 'Imported a provider network',
  'import.medigap': 'Imported Medigap rates',
  'import.partd': 'Imported the Part D release',
  'import.rxterms': 'Imported the RxTerms file',
  'import.pbp': 'Imported PBP benefits',
  'import.plan-net': 'Imported a Plan-Net directory',
  'import.landscape-file': 'Imported a CMS Landscape file',
  'medigap_rate.create': 'Added a Medigap rate',
  'medigap_rate.update': 'Changed a Medigap rate',
  'medigap_rate.delete': 'Deleted a Medigap rate',
  'plan.create': 'Created a plan',
  'plan.update': 'Changed a plan',
  'plan.delete': 'Deleted a plan',
  'plan.bulk_activate': 'Activated plans (bulk)',
  'plan.bulk_deactivate': 'Deactivated plans (bulk)',
  'plan.bulk_delete': 'Deleted plans (bulk)',
  'plan.formulary.update': 'Changed a drug on a plan’s formulary',
  'plan.formulary.remove': 'Removed a drug from a plan’s formulary',
  'plan.network.add': 'Added a provider to a plan’s network',
  'plan.network.remove': 'Removed a provider from a plan’s network',
  'recommendations.read': 'Read a client’s plan recommendations',
  'recommendations.roads': 'Compared Medicare Advantage and Medigap for a client',
  'recommendations.pharmacy-cost': 'Priced a client’s drugs at a pharmacy',
  'recommendations.current-plan': 'Compared a client’s current plan',
  'share.create': 'Created a share link',
  'share.revoke': 'Turned off a share link',
  'submission.create': 'Saved a client’s answers',
  'submission.read': 'Read a client’s results',
  'submission.read.refused': 'Was refused a client record that is not theirs (repeats counted in one entry)',
  'submission.search': 'Searched all clients (admin)',
  'submission.analyse': 'Opened a client’s scoring analysis',
  'submission.delete': 'Deleted a client’s record',
  'retention.delete': 'Deleted records past their retention date',
  'results.email': 'E-mailed a share link of a client’s results',
  'summary.pdf': 'Downloaded a client’s PDF summary',
};

/** The first part of an action (`share.` of `share.create`): the Audit page's "every … action" choices. */
export const AUDIT_ACTION_GROUP_LABELS: Record<string, string> = {
  'admin.': 'Admin sign-in',
  'account.': 'Accounts',
  'counselor.': 'Counselors',
  'audit.': 'Audit log',
  'carrier.': 'Carriers',
  'history.': 'History',
  'import.': 'Imports',
  'medigap_rate.': 'Medigap rates',
  'plan.': 'Plans',
  'recommendations.': 'Recommendations',
  'results.': 'Results e-mailed',
  'retention.': 'Retention',
  'summary.': 'PDF summaries',
  'share.': 'Share links',
  'submission.': 'Client records',
};

/** The known actions under each group, in the order above, for the page's action choice. */
export function auditActionGroups(): { prefix: string; label: string; actions: string[] }[] {
  return Object.entries(AUDIT_ACTION_GROUP_LABELS).map(([prefix, label]) => ({
    prefix,
    label,
    actions: Object.keys(AUDIT_ACTION_LABELS).filter((a) => a.startsWith(prefix)),
  }));
}

/** "Created a share link"; an unknown action as it is written. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** What kind of record an entry is about (audit_log.entity_type), in words. */
export const AUDIT_RECORD_TYPE_LABELS: Record<string, string> = {
  medicare_user: 'Client',
  medicare_plan: 'Plan',
  admin_user: 'Admin account',
  carrier: 'Carrier',
  medigap_rate: 'Medigap rate',
  import_job: 'Import',
};

export const auditRecordTypeLabel = (entityType: string | null): string | null =>
  entityType === null ? null : (AUDIT_RECORD_TYPE_LABELS[entityType] ?? entityType);

/** The admin accounts the actors name (admin_users id → e-mail); a deleted account is missing. */
export type AuditAccounts = ReadonlyMap<number, string>;

const ACCOUNT_ACTOR = /^(admin|counselor):(\d+)$/;

/** The admin_users ids that actor strings name (admins and counselors both live there). */
export function auditAccountIds(actors: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const actor of actors) {
    const match = ACCOUNT_ACTOR.exec(actor);
    if (match) ids.add(Number(match[2]));
  }
  return [...ids];
}

/**
 * Who an actor string is, in words, and its kind:
 * `admin:3` → "Admin ana@example.org" ("Admin #3 (deleted)" once the account is gone), the same for
 * `counselor:<id>`; `device:<12 hex>` → "Consumer device <12 hex>"; `consumer` → "Consumer (no
 * device key)"; `share:<id>` → "Share link <id>"; `anonymous` → "Someone not signed in";
 * `cli` → "Command line"; `system` → "ClearPlan (scheduled job)"; anything else as it is.
 */
export function describeActor(
  actor: string,
  accounts: AuditAccounts,
): { kind: ActorKindOrOther; label: string } {
  const account = ACCOUNT_ACTOR.exec(actor);
  if (account) {
    const kind = account[1] === 'admin' ? 'admin' : 'counselor';
    const id = Number(account[2]);
    const title = kind === 'admin' ? 'Admin' : 'Counselor';
    const email = accounts.get(id);
    return { kind, label: email ? `${title} ${email}` : `${title} #${id} (deleted)` };
  }
  const device = /^device:([0-9a-f]{12})$/.exec(actor);
  if (device) return { kind: 'device', label: `Consumer device ${device[1]}` };
  if (actor === 'consumer') return { kind: 'device', label: 'Consumer (no device key)' };
  const share = /^share:([A-Za-z0-9_-]+)$/.exec(actor);
  if (share) return { kind: 'share', label: `Share link ${share[1]}` };
  if (actor === 'anonymous') return { kind: 'anonymous', label: 'Someone not signed in' };
  if (actor === 'cli') return { kind: 'system', label: 'Command line' };
  if (actor === 'system') return { kind: 'system', label: 'ClearPlan (scheduled job)' };
  return { kind: 'other', label: actor };
}

const detailValue = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(detailValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The details as one line, "results: 2; recordIds: a1…, b2…" (ids, counts and outcomes only). */
export function auditDetailsText(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${detailValue(value)}`)
    .join('; ');
}
