import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';

/** A results link that does not match any submission (the server answers 404 for both cases). */
export function ResultsNotFound() {
  return (
    <>
      <PageHeading subtitle="The link may be mistyped or out of date, or these results may have been removed.">
        We could not find those results
      </PageHeading>
      <Link to="/" className="inline-flex min-h-11 items-center text-lg font-semibold">
        Start a new search
      </Link>
    </>
  );
}
