/** A carrier write can rename plans and changes the plan filters' options, so those are stale too. */
import type {
  CarrierCreateInput,
  CarrierList,
  CarrierUpdate,
  CarrierWriteResponse,
} from '../../../../shared/carrier-contracts';
import { useAdminGet, useListWrites } from '../../../components/admin-list';
import { adminPlanKeys } from '../../../lib/admin-plans-api';

const CARRIERS_KEY = ['admin', 'carriers'] as const;

export const useCarrierList = () => useAdminGet<CarrierList>(CARRIERS_KEY, '/api/admin/carriers');

export const useCarrierWrites = () =>
  useListWrites<CarrierCreateInput, CarrierUpdate, CarrierWriteResponse>('/api/admin/carriers', [
    CARRIERS_KEY,
    adminPlanKeys.all,
  ]);
