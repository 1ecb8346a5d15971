import { formatCents } from '../../../../shared/format';
import {
  MEDIGAP_RATE_COLUMN_LABELS,
  type MedigapRateRecord,
  medigapPlanName,
} from '../../../../shared/medigap-contracts';
import { Button } from '../../../components/ui/button';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { agesText, areaText, RATING_METHOD_LABELS, SEX_LABELS } from '../lib/medigap-rate-form';

const COLUMNS = [
  'Carrier',
  'Plan',
  'Year',
  'Rating method',
  'Ages',
  'Sex',
  'Tobacco',
  'Area',
  MEDIGAP_RATE_COLUMN_LABELS.monthlyPremium,
] as const;

type MedigapRatesTableProps = {
  rates: MedigapRateRecord[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (rate: MedigapRateRecord) => void;
  onDelete: (rate: MedigapRateRecord) => void;
  editButton: (id: number, element: HTMLButtonElement | null) => void;
};

/** "Sample Mutual, Plan G, women 65–69": how a row's buttons name the rate. */
export function rateName(rate: MedigapRateRecord): string {
  return `${rate.carrier}, ${medigapPlanName(rate.planLetter)}, ${SEX_LABELS[rate.sex].toLowerCase()} ${agesText(rate)}${
    rate.tobacco ? ', tobacco' : ''
  }, ${areaText(rate.zip3).toLowerCase()}, ${rate.planYear}`;
}

/** One row per rate; sample rates carry a "Sample" badge in words. */
export function MedigapRatesTable({
  rates,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  editButton,
}: MedigapRatesTableProps) {
  const actions = canEdit || canDelete;
  return (
    <TableScrollRegion label="Medigap rates">
      <table className="w-full min-w-[60rem] border-collapse text-left">
        <caption className="sr-only">
          Medigap rates: carrier, plan letter, plan year, rating method, ages, sex, tobacco use, area and
          monthly premium
        </caption>
        <thead>
          <tr className="bg-slate-100">
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`border-b-2 border-slate-300 px-3 py-2 ${column === MEDIGAP_RATE_COLUMN_LABELS.monthlyPremium ? 'text-right' : ''}`}
              >
                {column}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="border-b-2 border-slate-300 px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.id} className="border-b border-slate-300 align-top">
              <th scope="row" className="px-3 py-2 font-semibold">
                <span className="flex flex-wrap items-center gap-2">
                  {rate.carrier}
                  {rate.sample ? <SampleBadge /> : null}
                </span>
              </th>
              <td className="px-3 py-2">
                <span className="font-semibold">{rate.planLetter}</span>
                {medigapPlanName(rate.planLetter) === `Plan ${rate.planLetter}` ? null : (
                  <span className="block text-slate-700">{medigapPlanName(rate.planLetter)}</span>
                )}
              </td>
              <td className="px-3 py-2">{rate.planYear}</td>
              <td className="px-3 py-2">{RATING_METHOD_LABELS[rate.ratingMethod]}</td>
              <td className="px-3 py-2 whitespace-nowrap">{agesText(rate)}</td>
              <td className="px-3 py-2">{SEX_LABELS[rate.sex]}</td>
              <td className="px-3 py-2">{rate.tobacco ? 'Yes' : 'No'}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {areaText(rate.zip3)}
                {rate.state === 'OK' ? null : <span className="block text-slate-700">{rate.state}</span>}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {formatCents(Number(rate.monthlyPremium))}
              </td>
              {actions ? (
                <td className="px-3 py-2">
                  <div className="flex flex-wrap justify-end gap-2">
                    {canEdit ? (
                      <Button
                        variant="outline"
                        ref={(el) => editButton(rate.id, el)}
                        aria-label={`Edit ${rateName(rate)}`}
                        onClick={() => onEdit(rate)}
                      >
                        Edit
                      </Button>
                    ) : null}
                    {canDelete ? (
                      <Button
                        variant="secondary"
                        aria-label={`Delete ${rateName(rate)}`}
                        onClick={() => onDelete(rate)}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}

/** Words, not only a colour, so it reads the same in any display and to a screen reader. */
function SampleBadge() {
  return (
    <span className="inline-flex items-center rounded-full border-2 border-amber-800 bg-amber-50 px-3 py-0.5 text-base font-semibold whitespace-nowrap text-amber-950">
      Sample
    </span>
  );
}
