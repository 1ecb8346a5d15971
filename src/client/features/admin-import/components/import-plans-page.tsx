import { Download } from 'lucide-react';
import { AdminListPage } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { RequirePermission } from '../../../lib/require-permission';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { importExportPath } from '../api/import-api';
import { ImportWizard } from './import-wizard';
import { MedicareFilesSection } from './medicare-files-section';
import { PastImports } from './past-imports';

/** /admin/import (spec §2): the sheet wizard, the export of every plan, Medicare's files, past imports. */
export function ImportPlansPage() {
  // Set here too, so the tab keeps this title when the permission is refused.
  useDocumentTitle('Import Plans');
  return (
    <RequirePermission permission="plans:import">
      <AdminListPage
        title="Import Plans"
        subtitle="Add or update plans from a CSV or Excel file, and export every plan."
        back="Dashboard"
      >
        <ImportWizard />
        <ExportAllPlans />
        <MedicareFilesSection />
        <PastImports />
      </AdminListPage>
    </RequirePermission>
  );
}

/** The whole catalogue in the template's columns: edit it in a spreadsheet and import it again. */
function ExportAllPlans() {
  return (
    <section aria-labelledby="export-heading" className="mt-10">
      <h2 id="export-heading" className="text-2xl font-bold">
        Export all plans
      </h2>
      <p className="mt-1 text-slate-700">
        Every plan in the template's columns. Import the edited file with “Create new plans and update
        existing ones” to apply your changes.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={importExportPath('csv')} download>
            <Download aria-hidden="true" className="size-5" />
            Export all plans (CSV)
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={importExportPath('xlsx')} download>
            <Download aria-hidden="true" className="size-5" />
            Export all plans (Excel)
          </a>
        </Button>
      </div>
    </section>
  );
}
