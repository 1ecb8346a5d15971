import { MEDICARE_FILE_KINDS } from '../../../../shared/medicare-file-contracts';
import { roleCan } from '../../../../shared/roles';
import { useAdminSession } from '../../../lib/use-admin-session';
import { MedicareFileImport } from './medicare-file-import';

/**
 * Medicare's drug files (issue 17; docs/import-partd.md): the Part D release that drug costs are
 * priced from, and RxTerms, the list of drugs by RxNorm concept. Admins only, like the rest of
 * the page; the server refuses anyone else whatever the screen shows.
 */
export function MedicareFilesSection() {
  const { data } = useAdminSession();
  const role = data?.user?.role;
  if (!role || !roleCan(role, 'plans:import')) return null;
  return (
    <section aria-labelledby="medicare-files-heading" className="mt-10 border-t-4 border-slate-300 pt-8">
      <h2 id="medicare-files-heading" className="text-2xl font-bold">
        Medicare drug files
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">
        The files Medicare and the National Library of Medicine publish, imported as they are. Each is checked
        whole before anything changes: a file with any problem changes nothing, and the problems are listed by
        file, line and field.
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {MEDICARE_FILE_KINDS.map((kind) => (
          <MedicareFileImport key={kind} kind={kind} />
        ))}
      </div>
    </section>
  );
}
