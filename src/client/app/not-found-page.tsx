import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../components/ui/page-heading';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <>
      <PageHeading subtitle={t('notFound.intro')}>{t('notFound.title')}</PageHeading>
      <Link to="/" className="inline-flex min-h-11 items-center font-semibold">
        {t('notFound.home')}
      </Link>
    </>
  );
}
