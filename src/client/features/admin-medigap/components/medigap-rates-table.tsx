import type { Ref } from 'react';
import { formatCents } from '../../../../shared/format';
import {
  MEDIGAP_RATE_COLUMN_LABELS,
  type MedigapRateRecord,
  medigapPlanName,
} from '../../../../shared/medigap-contracts';
import { ListTable, RowActions, SampleBadge } from '../../../components/admin-list';
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
  editRef: (id: number) => Ref<HTMLButtonElement>;
};

/** "Sample Mutual, Plan G, women 65–69". */
export function rateName(rate: MedigapRateRecord): string {
  return `${rate.carrier}, ${medigapPlanName(rate.planLetter)}, ${SEX_LABELS[rate.sex].toLowerCase()} ${agesText(rate)}${
    rate.tobacco ? ', tobacco' : ''
  }, ${areaText(rate.zip3).toLowerCase()}, ${rate.planYear}`;
}

export function MedigapRatesTable({
  rates,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  editRef,
}: MedigapRatesTableProps) {
  const actions = canEdit || canDelete;
  return (
    <ListTable
      label="Medigap rates"
      caption="Medigap rates: carrier, plan letter, plan year, rating method, ages, sex, tobacco use, area and monthly premium"
      columns={COLUMNS}
      numeric={MEDIGAP_RATE_COLUMN_LABELS.monthlyPremium}
      actions={actions}
      className="min-w-[60rem]"
    >
      {rates.map((rate) => (
        <tr key={rate.id} className="border-b border-slate-300 align-top">
          <th scope="row" className="px-3 py-2 font-semibold">
            <span className="flex flex-wrap items-center gap-2">
              {rate.carrier}
              {rate.sample ? <SampleBadge>Sample</SampleBadge> : null}
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
            <RowActions
              name={rateName(rate)}
              editRef={editRef(rate.id)}
              onEdit={canEdit ? () => onEdit(rate) : undefined}
              onDelete={canDelete ? () => onDelete(rate) : undefined}
            />
          ) : null}
        </tr>
      ))}
    </ListTable>
  );
}
