import { Mail, Printer } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * Print, or save as PDF through the browser's own "Save as PDF" printer: one button, labelled for
 * what it does (there is no PDF of our own yet). E-mail needs a link that opens the results for
 * someone else: on a shared page it is the page's own link (`mailto`); the owner's E-mail button
 * (`emailButton`, issue 20) has the server send a new share link, or, where e-mail is not set up,
 * the owner makes one under "Share these results" (ADR 0011). The print stylesheet lays the plans out one per section.
 */
export function SaveResults({ mailto, emailButton }: { mailto?: string; emailButton?: ReactNode }) {
  const hintId = useId();
  return (
    <section aria-labelledby={`${hintId}-heading`} data-print-hide="" className="mt-10">
      <h2 id={`${hintId}-heading`} className="mb-3 text-2xl font-bold">
        Save your results
      </h2>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => window.print()} aria-describedby={hintId}>
          <Printer aria-hidden="true" className="size-5" />
          Print or save as PDF
        </Button>
        {mailto ? (
          <Button asChild variant="outline">
            <a href={mailto}>
              <Mail aria-hidden="true" className="size-5" />
              E-mail
            </a>
          </Button>
        ) : null}
        {emailButton}
      </div>
      <p id={hintId} className="mt-2 text-slate-700">
        To keep a PDF, choose 'Save as PDF' as the printer in the print window.
      </p>
      <p className="mt-1 text-slate-700">
        {mailto
          ? 'The e-mail lists plan names and costs only, with this link back to the results. The link opens these results without a password until it expires.'
          : emailButton
            ? 'E-mail sends them a link to these results that works without a password for 30 days. It does not list your medications, doctors, plans or costs.'
            : 'To e-mail these results, create a share link below: the e-mail lists plan names and costs only, with that link. The link opens these results without a password until it expires.'}
      </p>
    </section>
  );
}
