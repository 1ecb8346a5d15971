import type { RouteObject } from 'react-router';
import { HomePage } from '../features/finder/components/home-page';
import { HelpPage } from '../features/help/components/help-page';
import { HistoryPage } from '../features/history/components/history-page';
import { PlanDetailPage, SharedPlanDetailPage } from '../features/results/components/plan-detail-page';
import { ResultsPage, SharedResultsPage } from '../features/results/components/results-page';
import { RequirePermission } from '../lib/require-permission';
import { AdminLayout } from './admin-layout';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';

// Admin screens load on demand: consumers never download them (design.md §9).
const AdminLoginPage = lazyPage(
  () => import('../features/admin-auth/components/admin-login-page'),
  'AdminLoginPage',
);
const AdminDashboardPage = lazyPage(
  () => import('../features/admin-dashboard/components/admin-dashboard-page'),
  'AdminDashboardPage',
);
const PlanListPage = lazyPage(
  () => import('../features/admin-plans/components/plan-list-page'),
  'PlanListPage',
);
const PlanCreatePage = lazyPage(
  () => import('../features/admin-plans/components/plan-create-page'),
  'PlanCreatePage',
);
const AdminPlanDetailPage = lazyPage(
  () => import('../features/admin-plans/components/admin-plan-detail-page'),
  'AdminPlanDetailPage',
);
const PlanEditPage = lazyPage(
  () => import('../features/admin-plans/components/plan-edit-page'),
  'PlanEditPage',
);
const PlanAdvancedEditPage = lazyPage(
  () => import('../features/admin-plans/components/plan-advanced-edit-page'),
  'PlanAdvancedEditPage',
);
const AdminTablePage = lazyPage(
  () => import('../features/admin-table/components/admin-table-page'),
  'AdminTablePage',
);
const UserAnalyticsPage = lazyPage(
  () => import('../features/admin-users/components/user-analytics-page'),
  'UserAnalyticsPage',
);
const ImportPlansPage = lazyPage(
  () => import('../features/admin-import/components/import-plans-page'),
  'ImportPlansPage',
);
const ObservabilityPage = lazyPage(
  () => import('../features/observability/components/observability-page'),
  'ObservabilityPage',
);

/** The route table of spec §2, plus /help and the share links' /shared pages (ADR 0011). */
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
      { path: 'admin/login', element: <AdminLoginPage /> },
      {
        path: 'admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminDashboardPage /> },
          { path: 'plans', element: <PlanListPage /> },
          { path: 'plans/new', element: <PlanCreatePage /> },
          { path: 'plans/:planId', element: <AdminPlanDetailPage /> },
          { path: 'plans/:planId/edit', element: <PlanEditPage /> },
          { path: 'plans/:planId/advanced', element: <PlanAdvancedEditPage /> },
          {
            path: 'table',
            element: (
              <RequirePermission permission="plans:table">
                <AdminTablePage />
              </RequirePermission>
            ),
          },
          { path: 'users', element: <UserAnalyticsPage /> },
          { path: 'import', element: <ImportPlansPage /> },
          { path: 'observability', element: <ObservabilityPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
