import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';

/**
 * A results link that opens nothing: unknown, someone else's, or made on another browser (the
 * server answers 404 alike, ADR 0011); for a share link, expired or turned off.
 */
export function ResultsNotFound({ shared = false }: { shared?: boolean }) {
  return (
    <>
      {shared ? (
        <PageHeading subtitle="This share link has expired or was turned off. Ask the person who shared it for a new link.">
          This link no longer opens results
        </PageHeading>
      ) : (
        <PageHeading subtitle="Results open only in the browser where the search was made, or through a share link. The link may also be mistyped, or the results removed.">
          We could not find those results
        </PageHeading>
      )}
      <Link to="/" className="inline-flex min-h-11 items-center text-lg font-semibold">
        Start a new search
      </Link>
    </>
  );
}
