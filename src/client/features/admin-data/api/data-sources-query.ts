import { useQuery } from '@tanstack/react-query';
import type { DataSourcesResponse } from '../../../../shared/data-sources';
import { apiGet } from '../../../lib/api-client';

/** Keys start with 'admin' so signing out drops them. */
export const dataSourceKeys = {
  all: ['admin', 'data-sources'] as const,
};

/** GET /api/admin/data-sources: every dataset with where it came from, newest first. */
export function useDataSources() {
  return useQuery({
    queryKey: dataSourceKeys.all,
    queryFn: ({ signal }) => apiGet<DataSourcesResponse>('/api/admin/data-sources', { signal }),
  });
}
