import { Link } from 'react-router';
import { PageHeading } from '../components/ui/page-heading';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <>
      <PageHeading subtitle="We couldn't find the page you asked for. The address may be mistyped or out of date.">
        Page Not Found
      </PageHeading>
      <Link to="/" className="inline-flex min-h-11 items-center font-semibold">
        Go to Find Plans
      </Link>
    </>
  );
}
