import {
  BarChart3,
  Building2,
  ClipboardList,
  Coins,
  FileSpreadsheet,
  type LucideIcon,
  Table2,
  Upload,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { ListStatus, StatList, useAdminGet } from '../../../components/admin-list';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

type AdminStats = { totalPlans: number; activePlans: number; planTypes: number; carriers: number };

/** Counts of the real catalogue rows (spec §2 fixed them at 7/7/4/1). */
const useAdminStats = () => useAdminGet<AdminStats>(['admin', 'stats'], '/api/admin/stats');

const AREAS: [string, string, string, LucideIcon][] = [
  ['/admin/plans', 'Plan Management', 'Create, view, edit and delete Medicare plans.', ClipboardList],
  ['/admin/table', 'Database Table', 'Edit plans inline, with bulk operations.', Table2],
  ['/admin/users', 'User Analytics', 'See how people use the plan finder.', Users],
  ['/admin/import', 'Import Plans', 'Bulk import plans from CSV/Excel.', Upload],
  [
    '/admin/carriers',
    'Carriers',
    'One name for each carrier, with the other spellings files use.',
    Building2,
  ],
  [
    '/admin/medigap',
    'Medigap rates',
    'Medigap premiums by carrier, plan letter, age, sex, tobacco use and area.',
    Coins,
  ],
  [
    '/admin/observability',
    'Scoring Analysis',
    'Plan scoring analysis: how plans are scored and ranked.',
    BarChart3,
  ],
];

const STAT_LABELS: [keyof AdminStats, string][] = [
  ['totalPlans', 'Total Plans'],
  ['activePlans', 'Active Plans'],
  ['planTypes', 'Plan Types'],
  ['carriers', 'Carriers'],
];

export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  return (
    <>
      <PageHeading subtitle="Manage the plan catalogue and see how plans are scored.">
        Admin Dashboard
      </PageHeading>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {AREAS.map(([to, title, description, Icon]) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full gap-4 rounded-lg border-2 border-slate-300 bg-white p-5 text-slate-900 no-underline hover:border-primary hover:bg-blue-50"
            >
              <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
              <span className="flex flex-col gap-1">
                <span className="text-xl font-bold text-primary">{title}</span>
                <span className="text-slate-700">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <QuickStats />
    </>
  );
}

function QuickStats() {
  const stats = useAdminStats();
  return (
    <section aria-labelledby="quick-stats-heading" className="mt-10">
      <h2 id="quick-stats-heading" className="mb-4 flex items-center gap-2 text-2xl font-bold">
        <FileSpreadsheet aria-hidden="true" className="size-6 text-primary" />
        Quick Stats
      </h2>
      <ListStatus query={stats} loading="Loading statistics…" failed="Failed to load statistics" />
      {stats.data ? (
        <StatList
          className="grid-cols-2 lg:grid-cols-4"
          stats={STAT_LABELS.map(([key, label]) => [label, stats.data[key].toLocaleString('en-US')])}
        />
      ) : null}
    </section>
  );
}
