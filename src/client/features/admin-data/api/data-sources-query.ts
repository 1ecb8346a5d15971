import { useQuery } from '@tanstack/react-query';
import type { DataSourcesResponse } from '../../../../shared/data-sources';
import { apiGet } from '../../../lib/api-client';

export const dataSourceKeys = {
  all: ['admin', 'data-sources'] as const,
};

/** Every dataset with where it came from, newest first. */
export function useDataSources() {
  return useQuery({
    queryKey: dataSourceKeys.all,
    queryFn: ({ signal }) => apiGet<DataSourcesResponse>('/api/admin/data-sources', { signal }),
  });
}
