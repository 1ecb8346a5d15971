import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import type { TierRow } from '../lib/plan-facts';

/** What a fill costs on each tier: retail is a 30-day supply, mail order a 90-day supply (spec §9). */
export function DrugTiersTable({ rows }: { rows: TierRow[] }) {
  if (rows.length === 0) return null;
  return (
    <TableScrollRegion label="Drug costs by tier" className="mb-4">
      <table className="w-full min-w-[28rem] border-collapse text-left">
        <caption className="sr-only">What you pay per prescription on each drug tier</caption>
        <thead>
          <tr className="bg-slate-100">
            <th scope="col" className="border-b-2 border-slate-300 p-3">
              Drug tier
            </th>
            <th scope="col" className="border-b-2 border-slate-300 p-3">
              Retail pharmacy (30-day supply)
            </th>
            <th scope="col" className="border-b-2 border-slate-300 p-3">
              Mail order (90-day supply)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.tier} className="border-b border-slate-300">
              <th scope="row" className="p-3 font-semibold">
                {row.tier}
              </th>
              <td className="p-3">{row.retail}</td>
              <td className="p-3">{row.mail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
