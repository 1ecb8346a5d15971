import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FinderForm } from './finder-form';
import { TrustBlurbs } from './trust-blurbs';

export function HomePage() {
  const { t } = useTranslation('finder');
  useDocumentTitle(t('title'));
  return (
    <div className="flex flex-col gap-8">
      <PageHeading subtitle={t('intro')}>{t('heading')}</PageHeading>
      <TrustBlurbs />
      <FinderForm />
    </div>
  );
}
