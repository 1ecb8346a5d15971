import { FileDown, Mail, Printer } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * Print, PDF (the browser's own "Save as PDF" printer) and e-mail (a mailto: summary without
 * personal details). The print stylesheet in styles.css lays the plans out one per section.
 */
export function SaveResults({ mailto }: { mailto: string }) {
  const hintId = useId();
  return (
    <section aria-labelledby={`${hintId}-heading`} data-print-hide="" className="mt-10">
      <h2 id={`${hintId}-heading`} className="mb-3 text-2xl font-bold">
        Save your results
      </h2>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Print
        </Button>
        <Button variant="outline" onClick={() => window.print()} aria-describedby={hintId}>
          <FileDown aria-hidden="true" className="size-5" />
          Download PDF
        </Button>
        <Button asChild variant="outline">
          <a href={mailto}>
            <Mail aria-hidden="true" className="size-5" />
            E-mail
          </a>
        </Button>
      </div>
      <p id={hintId} className="mt-2 text-slate-700">
        Choose 'Save as PDF' as the printer.
      </p>
      <p className="mt-1 text-slate-700">
        The e-mail lists plan names and costs only, with a link back to these results.
      </p>
    </section>
  );
}
