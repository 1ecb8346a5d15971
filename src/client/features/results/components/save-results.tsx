import { Download, Mail, Printer } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * Keep the results: "Download PDF" downloads the printable summary the server makes of these
 * results (ADR 0018: drugs, doctors, the top plans with yearly costs and reasons, next steps, data
 * date, disclaimers); "Print" prints this page, whose print stylesheet carries the same parts.
 * E-mail needs a link that opens the results for someone else: on a shared page it is the page's
 * own link (`mailto`); the owner's E-mail button (`emailButton`, issue 20) has the server send a
 * new share link, or, where e-mail is not set up, the owner makes one under "Share these results"
 * (ADR 0011).
 */
export function SaveResults({
  mailto,
  emailButton,
  pdfHref,
}: {
  mailto?: string;
  emailButton?: ReactNode;
  pdfHref: string;
}) {
  const hintId = useId();
  return (
    <section aria-labelledby={`${hintId}-heading`} data-print-hide="" className="mt-10">
      <h2 id={`${hintId}-heading`} className="mb-3 text-2xl font-bold">
        Save your results
      </h2>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={pdfHref} download aria-describedby={hintId}>
            <Download aria-hidden="true" className="size-5" />
            Download PDF
          </a>
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Print
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
        The PDF is a summary in large print to keep or take to an appointment: your medications and doctors,
        the top plans with their yearly costs and why, and what to do next.
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
