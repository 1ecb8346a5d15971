import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** GET /api/app-info: `demoAdmin` is present only outside production with demo credentials. */
export type AppInfo = {
  productName: string;
  demoMode: boolean;
  demoAdmin: { email: string; password: string } | null;
  emailAvailable: boolean;
};

export function useAppInfo(enabled = true) {
  return useQuery({
    queryKey: ['app-info'],
    queryFn: ({ signal }) => apiGet<AppInfo>('/api/app-info', { signal }),
    enabled,
  });
}
