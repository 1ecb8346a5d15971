import type { DoctorNetworkDetail } from '../../../../shared/recommendation-contracts';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { distanceText, doctorStatus } from '../lib/coverage';

const th = 'border-b-2 border-slate-300 p-3';

/** The member's own doctors and whether this plan's network has them nearby. */
export function YourDoctorsTable({ doctors }: { doctors: DoctorNetworkDetail[] }) {
  return (
    <TableScrollRegion label="Your doctors on this plan">
      <table className="w-full min-w-[36rem] border-collapse text-left">
        <caption className="sr-only">Network status of your doctors</caption>
        <thead>
          <tr className="bg-slate-100">
            <th scope="col" className={th}>
              Doctor
            </th>
            <th scope="col" className={th}>
              Specialty
            </th>
            <th scope="col" className={th}>
              Network status
            </th>
            <th scope="col" className={th}>
              Distance
            </th>
          </tr>
        </thead>
        <tbody>
          {doctors.map((doctor) => (
            <tr key={`${doctor.name}-${doctor.specialty}`} className="border-b border-slate-300">
              <th scope="row" className="p-3 font-semibold">
                {doctor.name}
              </th>
              <td className="p-3">{doctor.specialty}</td>
              <td className="p-3">{doctorStatus(doctor)}</td>
              <td className="p-3">{distanceText(doctor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
