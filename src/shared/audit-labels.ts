// The audit log in plain words (docs/security.md "Audit log"), one module for the API, its export and the page.
import type { ActorKindOrOther } from './audit-contracts.ts';
import auditLabels from './audit-labels.json';

/** Every action the server writes, for a privacy officer; add new ones to audit-labels.json (unknown: shown raw). */
export const AUDIT_ACTION_LABELS: Record<string, string> = auditLabels.actions;

/** An action's group (`share.`): the page's "every … action" choices. */
export const AUDIT_ACTION_GROUP_LABELS: Record<string, string> = auditLabels.groups;

/** The known actions under each group, for the action choice. */
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
export const AUDIT_RECORD_TYPE_LABELS: Record<string, string> = auditLabels.recordTypes;

export const auditRecordTypeLabel = (entityType: string | null): string | null =>
  entityType === null ? null : (AUDIT_RECORD_TYPE_LABELS[entityType] ?? entityType);

/** Admin ids → e-mail; a deleted account is missing. */
export type AuditAccounts = ReadonlyMap<number, string>;

const ACCOUNT_ACTOR = /^(admin|counselor):(\d+)$/;

/** The admin_users ids that actor strings name (admins and counselors). */
export function auditAccountIds(actors: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const actor of actors) {
    const match = ACCOUNT_ACTOR.exec(actor);
    if (match) ids.add(Number(match[2]));
  }
  return [...ids];
}

/**
 * Who an actor string is: `admin:3` → "Admin ana@example.org" ("Admin #3 (deleted)"), counselors
 * the same; `device:<hex>` → "Consumer device <hex>"; `consumer` → "Consumer (no device key)";
 * `share:<id>`, `anonymous`, `cli`, `system` in words; anything else as it is.
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
