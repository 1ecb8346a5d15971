import type { DataSourcesResponse } from '../../../../shared/data-sources';
import { useAdminGet } from '../../../components/admin-list';

/** Every dataset with where it came from, newest first. */
export const useDataSources = () =>
  useAdminGet<DataSourcesResponse>(['admin', 'data-sources'], '/api/admin/data-sources');
