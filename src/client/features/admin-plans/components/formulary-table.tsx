import {
  FORMULARY_TIERS,
  type FormularyEntry,
  type FormularyEntryInput,
} from '../../../../shared/plan-catalogue-contracts';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';

export type Restriction = 'priorAuthorization' | 'quantityLimit' | 'stepTherapy';
export const RESTRICTIONS: { key: Restriction; label: string }[] = [
  { key: 'priorAuthorization', label: 'Prior authorization' },
  { key: 'quantityLimit', label: 'Quantity limit' },
  { key: 'stepTherapy', label: 'Step therapy' },
];

/** "Eliquis: tier 2, prior authorization, step therapy". */
export function describeEntry(name: string, input: FormularyEntryInput): string {
  const flags = RESTRICTIONS.filter((r) => input[r.key]).map((r) => r.label.toLowerCase());
  return `${name}: tier ${[String(input.tier), ...flags].join(', ')}.`;
}

const inputOf = (entry: FormularyEntry): FormularyEntryInput => ({
  tier: entry.tier,
  priorAuthorization: entry.priorAuthorization,
  quantityLimit: entry.quantityLimit,
  stepTherapy: entry.stepTherapy,
});

type FormularyTableProps = {
  entries: readonly FormularyEntry[];
  /** Shown until the list reloads. */
  saving: { medicationName: string; input: FormularyEntryInput } | null;
  onChange: (medicationName: string, input: FormularyEntryInput) => void;
  onRemove: (entry: FormularyEntry) => void;
  labelledBy: string;
};

/** Rows change in place, saved at once; wide, so it scrolls in its own focusable region, never the page. */
export function FormularyTable({ entries, saving, onChange, onRemove, labelledBy }: FormularyTableProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus to scroll by keyboard
      tabIndex={0}
      // relative: the header's visually hidden text is positioned inside the scroller, not the page.
      className="relative max-w-full overflow-x-auto"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left">
        <thead>
          <tr className="border-b-2 border-slate-400">
            <th scope="col" className="p-3">
              Drug
            </th>
            <th scope="col" className="p-3">
              Tier
            </th>
            {RESTRICTIONS.map((r) => (
              <th key={r.key} scope="col" className="p-3">
                {r.label}
              </th>
            ))}
            <th scope="col" className="p-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const name = entry.medicationName;
            const busy = saving?.medicationName === name;
            const shown = busy && saving ? saving.input : inputOf(entry);
            return (
              <tr key={name} className="border-b border-slate-300" aria-busy={busy || undefined}>
                <th scope="row" className="p-3 font-semibold break-words">
                  {name}
                </th>
                <td className="p-3">
                  <Select
                    aria-label={`Tier for ${name}`}
                    value={String(shown.tier)}
                    disabled={busy}
                    className="w-32"
                    onChange={(event) => onChange(name, { ...shown, tier: Number(event.target.value) })}
                  >
                    {FORMULARY_TIERS.map((tier) => (
                      <option key={tier} value={tier}>
                        Tier {tier}
                      </option>
                    ))}
                  </Select>
                </td>
                {RESTRICTIONS.map((r) => (
                  <td key={r.key} className="p-1">
                    <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 px-2">
                      <input
                        type="checkbox"
                        className="size-6 cursor-pointer accent-primary"
                        aria-label={`${r.label} for ${name}`}
                        checked={Boolean(shown[r.key])}
                        disabled={busy}
                        onChange={(event) => onChange(name, { ...shown, [r.key]: event.target.checked })}
                      />
                      <span aria-hidden="true">{shown[r.key] ? 'Yes' : 'No'}</span>
                    </label>
                  </td>
                ))}
                <td className="p-3 text-right">
                  <Button
                    variant="outline"
                    aria-label={`Remove ${name}`}
                    disabled={busy}
                    onClick={() => onRemove(entry)}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
