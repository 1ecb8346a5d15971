/**
 * The months a result's costs count (the results answer's `planYear` and `coverageStartMonth`), for
 * the parts of a results or plan page that name them (cost-period.ts): provided once by the page
 * that read the result, so the card, the compare table and the e-mail text say the same.
 */
import { createContext, type ReactNode, useContext } from 'react';
import { CURRENT_PLAN_YEAR_NUMBER } from '../../../../shared/constants';

export type CostStart = { planYear: number; startMonth: number };

/** The whole year outside a result: a screen shown without one has no months to name. */
const CostStartContext = createContext<CostStart>({ planYear: CURRENT_PLAN_YEAR_NUMBER, startMonth: 1 });

export function CostStartProvider({ value, children }: { value: CostStart; children: ReactNode }) {
  return <CostStartContext.Provider value={value}>{children}</CostStartContext.Provider>;
}

/** The result's plan year and first costed month (1–12). */
export function useCostStart(): CostStart {
  return useContext(CostStartContext);
}
