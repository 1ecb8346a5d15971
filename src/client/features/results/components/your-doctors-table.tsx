import type { DoctorNetworkDetail } from '../../../../shared/recommendation-contracts';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { distanceText, doctorStatus } from '../lib/coverage';
import { useResultsText } from '../lib/results-text';

export function YourDoctorsTable({ doctors }: { doctors: DoctorNetworkDetail[] }) {
  const tx = useResultsText();
  const { t } = tx;
  return (
    <ResponsiveTable
      label={t('doctorsTable.label')}
      caption={t('doctorsTable.caption')}
      columns={[
        t('doctorsTable.doctor'),
        t('doctorsTable.specialty'),
        t('doctorsTable.status'),
        t('doctorsTable.distance'),
      ]}
      minWidthClass="min-w-[36rem]"
      rows={doctors.map((doctor) => ({
        key: `${doctor.name}-${doctor.specialty}`,
        header: doctor.name,
        cells: [doctor.specialty, doctorStatus(doctor, tx), distanceText(doctor, tx)],
      }))}
    />
  );
}
