import { formatMoney } from '../../../../shared/format';
import type { DrugCostDetail } from '../../../../shared/recommendation-contracts';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { drugRestrictions, drugTier } from '../lib/coverage';

const th = 'border-b-2 border-slate-300 p-3';

/** The member's own drugs on this plan, with what each is expected to cost over the year. */
export function YourMedicationsTable({ drugs }: { drugs: DrugCostDetail[] }) {
  return (
    <TableScrollRegion label="Your medications on this plan">
      <table className="w-full min-w-[40rem] border-collapse text-left">
        <caption className="sr-only">Coverage and estimated yearly cost of your medications</caption>
        <thead>
          <tr className="bg-slate-100">
            <th scope="col" className={th}>
              Medication
            </th>
            <th scope="col" className={th}>
              Covered
            </th>
            <th scope="col" className={th}>
              Drug tier
            </th>
            <th scope="col" className={th}>
              Coverage rules
            </th>
            <th scope="col" className={th}>
              Estimated yearly cost
            </th>
          </tr>
        </thead>
        <tbody>
          {drugs.map((drug) => (
            <tr key={drug.name} className="border-b border-slate-300">
              <th scope="row" className="p-3 font-semibold">
                {drug.name}
              </th>
              <td className="p-3">{drug.covered ? 'Yes' : 'No'}</td>
              <td className="p-3">{drugTier(drug)}</td>
              <td className="p-3">{drugRestrictions(drug)}</td>
              <td className="p-3">{formatMoney(drug.annualCost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
