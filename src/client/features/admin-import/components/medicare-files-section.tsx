import type { ReactNode } from 'react';
import {
  MEDICARE_DRUG_FILE_KINDS,
  MEDICARE_PLAN_FILE_KINDS,
  type MedicareFileKind,
} from '../../../../shared/medicare-file-contracts';
import { roleCan } from '../../../../shared/roles';
import { useAdminSession } from '../../../lib/use-admin-session';
import { MedicareFileImport } from './medicare-file-import';

/**
 * Medicare's large files, imported as published: Part D and RxTerms (docs/import-partd.md), PBP, Plan-Net and
 * the national Landscape file. The server refuses non-admins whatever the screen shows.
 */
export function MedicareFilesSection() {
  const { data } = useAdminSession();
  const role = data?.user?.role;
  if (!role || !roleCan(role, 'plans:import')) return null;
  return (
    <>
      <FilesSection
        id="medicare-plan-files-heading"
        title="Medicare plan files"
        kinds={MEDICARE_PLAN_FILE_KINDS}
      >
        The plan files CMS and the plans publish, of any size, imported as they are: the Landscape file that
        lists every plan, the benefits of each plan (PBP) and the doctors in each plan’s network (Plan-Net).
        Each is checked whole before anything changes: a file with any problem changes nothing.
      </FilesSection>
      <FilesSection id="medicare-files-heading" title="Medicare drug files" kinds={MEDICARE_DRUG_FILE_KINDS}>
        The files Medicare and the National Library of Medicine publish, imported as they are. Each is checked
        whole before anything changes: a file with any problem changes nothing, and the problems are listed by
        file, line and field.
      </FilesSection>
    </>
  );
}

function FilesSection({
  id,
  title,
  kinds,
  children,
}: {
  id: string;
  title: string;
  kinds: readonly MedicareFileKind[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10 border-t-4 border-slate-300 pt-8">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">{children}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {kinds.map((kind) => (
          <MedicareFileImport key={kind} kind={kind} />
        ))}
      </div>
    </section>
  );
}
