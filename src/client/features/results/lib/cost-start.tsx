/** A result's plan year and first costed month, provided once by the page so every part names the same months. */
import { createContext, type ReactNode, useContext } from 'react';
import { CURRENT_PLAN_YEAR_NUMBER } from '../../../../shared/constants';

export type CostStart = { planYear: number; startMonth: number };

/** The whole year outside a result: a screen shown without one has no months to name. */
const CostStartContext = createContext<CostStart>({ planYear: CURRENT_PLAN_YEAR_NUMBER, startMonth: 1 });

export function CostStartProvider({ value, children }: { value: CostStart; children: ReactNode }) {
  return <CostStartContext.Provider value={value}>{children}</CostStartContext.Provider>;
}

export function useCostStart(): CostStart {
  return useContext(CostStartContext);
}
