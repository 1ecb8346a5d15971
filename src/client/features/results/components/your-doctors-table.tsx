import type { DoctorNetworkDetail } from '../../../../shared/recommendation-contracts';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { distanceText, doctorStatus } from '../lib/coverage';

/** The member's own doctors and whether this plan's network has them. */
export function YourDoctorsTable({ doctors }: { doctors: DoctorNetworkDetail[] }) {
  return (
    <ResponsiveTable
      label="Your doctors on this plan"
      caption="Network status of your doctors"
      columns={['Doctor', 'Specialty', 'Network status', 'Distance']}
      minWidthClass="min-w-[36rem]"
      rows={doctors.map((doctor) => ({
        key: `${doctor.name}-${doctor.specialty}`,
        header: doctor.name,
        cells: [doctor.specialty, doctorStatus(doctor), distanceText(doctor)],
      }))}
    />
  );
}
