import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { appInfoSchema } from '../../shared/api-catalogue';
import { apiGet } from './api-client';

/** GET /api/app-info: `demoAdmin` is present only outside production with demo credentials. */
export type AppInfo = z.infer<typeof appInfoSchema>;

export function useAppInfo(enabled = true) {
  return useQuery({
    queryKey: ['app-info'],
    queryFn: ({ signal }) => apiGet<AppInfo>('/api/app-info', { signal }),
    enabled,
  });
}
