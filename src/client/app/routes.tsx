import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type RouteObject } from 'react-router';
import type { Permission } from '../../shared/roles';
import { PageHeading } from '../components/ui/page-heading';
import { HomePage } from '../features/finder/components/home-page';
import { loadPageNamespaces, type PageNamespace } from '../i18n/client-resources';
import { lazyPage } from '../lib/lazy-page';
import { RequirePermission } from '../lib/require-permission';
import { useDocumentTitle } from '../lib/use-document-title';
import { RootLayout } from './root-layout';

// The finder is in the first load; later pages load on demand, preloaded while the finder is filled in
// (design.md §9). A page's chunk and its i18n namespace load together.
const withTexts =
  <Module,>(load: () => Promise<Module>, ...namespaces: PageNamespace[]) =>
  () =>
    Promise.all([load(), loadPageNamespaces(...namespaces)]).then(([module]) => module);
const loadResults = withTexts(() => import('../features/results/components/results-page'), 'results');
const loadPlanDetail = withTexts(() => import('../features/results/components/plan-detail-page'), 'results');
const ResultsPage = lazyPage(loadResults, 'ResultsPage');
const SharedResultsPage = lazyPage(loadResults, 'SharedResultsPage');
const PlanDetailPage = lazyPage(loadPlanDetail, 'PlanDetailPage');
const SharedPlanDetailPage = lazyPage(loadPlanDetail, 'SharedPlanDetailPage');
const HistoryPage = lazyPage(
  withTexts(() => import('../features/history/components/history-page'), 'history'),
  'HistoryPage',
);
const CounselorLoginPage = lazyPage(
  () => import('../features/counselor/components/counselor-login-page'),
  'CounselorLoginPage',
);
const HelpPage = lazyPage<'HelpPage'>(
  withTexts(() => import('../features/help/components/help-page'), 'help'),
  'HelpPage',
);

export function preloadConsumerPages(): void {
  for (const page of [ResultsPage, PlanDetailPage, HistoryPage, HelpPage]) {
    page.preload().catch(() => {
      // A failed preload is retried by the page itself when opened.
    });
  }
}

// Admin screens load on demand (design.md §9): path under /admin, module, export, permission beyond sign-in.
// The plan list and the plan table are one component (two modes).
const planTable = () => import('../features/admin-plans/components/plan-table-page');
const ADMIN_PAGES: [string, () => Promise<Record<string, ComponentType>>, string, Permission?][] = [
  ['', () => import('../features/admin-dashboard/components/admin-dashboard-page'), 'AdminDashboardPage'],
  ['plans', planTable, 'PlanListPage'],
  ['plans/new', () => import('../features/admin-plans/components/plan-form-pages'), 'PlanCreatePage'],
  [
    'plans/:planId',
    () => import('../features/admin-plans/components/admin-plan-detail-page'),
    'AdminPlanDetailPage',
  ],
  ['plans/:planId/edit', () => import('../features/admin-plans/components/plan-form-pages'), 'PlanEditPage'],
  [
    'plans/:planId/advanced',
    () => import('../features/admin-plans/components/plan-advanced-edit-page'),
    'PlanAdvancedEditPage',
  ],
  ['table', planTable, 'AdminTablePage', 'plans:table'],
  ['users', () => import('../features/admin-users/components/user-analytics-page'), 'UserAnalyticsPage'],
  [
    'accounts',
    () => import('../features/admin-users/components/accounts-page'),
    'AccountsPage',
    'admins:manage',
  ],
  ['import', () => import('../features/admin-import/components/import-plans-page'), 'ImportPlansPage'],
  ['carriers', () => import('../features/admin-carriers/components/carriers-page'), 'CarriersPage'],
  [
    'medigap',
    () => import('../features/admin-medigap/components/medigap-rates-page'),
    'MedigapRatesPage',
    'plans:read',
  ],
  [
    'data',
    () => import('../features/admin-data/components/data-sources-page'),
    'DataSourcesPage',
    'plans:read',
  ],
  [
    'observability',
    () => import('../features/observability/components/observability-page'),
    'ObservabilityPage',
  ],
  ['audit', () => import('../features/admin-audit/components/audit-page'), 'AuditPage', 'audit:read'],
];
const AdminLayout = lazyPage(() => import('./admin-layout'), 'AdminLayout');
const AdminLoginPage = lazyPage(
  () => import('../features/admin-auth/components/admin-login-page'),
  'AdminLoginPage',
);
const adminRoutes: RouteObject[] = ADMIN_PAGES.map(([path, load, name, permission]) => {
  const Page = lazyPage(load, name);
  const element = permission ? (
    <RequirePermission key={path} permission={permission}>
      <Page />
    </RequirePermission>
  ) : (
    <Page key={path} />
  );
  return path ? { path, element } : { index: true, element };
});

/** Spec §2's routes, plus /help and the share links' /shared pages (ADR 0011). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'history', element: <HistoryPage /> },
      { path: 'results/:userId', element: <ResultsPage /> },
      { path: 'results/:userId/plan/:planId', element: <PlanDetailPage /> },
      { path: 'shared/:token', element: <SharedResultsPage /> },
      { path: 'shared/:token/plan/:planId', element: <SharedPlanDetailPage /> },
      { path: 'help', element: <HelpPage /> },
      { path: 'counselor/login', element: <CounselorLoginPage /> },
      { path: 'admin/login', element: <AdminLoginPage /> },
      {
        path: 'admin',
        element: <AdminLayout />,
        children: adminRoutes,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function NotFoundPage() {
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
