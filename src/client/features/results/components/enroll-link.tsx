import { ExternalLink } from 'lucide-react';

/** Enroll on the plan's own site, in a new tab (the name says so for screen reader users). */
export function EnrollLink({ url, planName }: { url: string; planName: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Enroll in ${planName} (opens in a new tab)`}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-green-800 px-5 py-2 font-semibold text-white no-underline hover:bg-green-900 hover:text-white"
    >
      Enroll
      <ExternalLink aria-hidden="true" className="size-5" />
    </a>
  );
}
