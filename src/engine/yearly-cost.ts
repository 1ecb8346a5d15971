/**
 * The one yearly cost every page, the PDF, the e-mail and the API show (ADR 0012,
 * docs/how-we-rank.md "What you will pay in a year"). Worked out here, once, from a plan's
 * yearly parts (each already to the cent):
 *
 *   paid  = premiums + drugs + medical care        what the person pays in the year
 *   net   = paid − Part B giveback                 the figure the ranking uses (below 0 when the
 *                                                  giveback is more than everything paid)
 *   cost  = max(0, net)                            "Estimated yearly cost", never negative
 *   ahead = max(0, −net)                           "you come out $ahead ahead", 0 otherwise
 *
 * The giveback is its own line, never hidden in a part; exactly one of `cost` and `ahead` is
 * above 0 (or both are 0).
 */
import { roundCents } from './cost-share.ts';

export type YearlyCostParts = { premiums: number; drugs: number; medical: number; giveback: number };

export type YearlyCostFigures = {
  /** premiums + drugs + medical care: what the person pays in the year, before the giveback. */
  paid: number;
  /** paid − giveback: the cost the ranking compares. */
  net: number;
  /** The estimated yearly cost the pages show: net, never below 0. */
  cost: number;
  /** How far the giveback goes past everything paid ("you come out $X ahead"); 0 when it does not. */
  ahead: number;
};

export function yearlyCostFigures(parts: YearlyCostParts): YearlyCostFigures {
  const paid = roundCents(parts.premiums + parts.drugs + parts.medical);
  return { paid, ...yearlyCostFromNet(paid - parts.giveback) };
}

/** The shown figures of a net yearly cost already worked out (a stored result's). */
export function yearlyCostFromNet(net: number): Omit<YearlyCostFigures, 'paid'> {
  const rounded = roundCents(net);
  return { net: rounded, cost: rounded > 0 ? rounded : 0, ahead: rounded < 0 ? -rounded : 0 };
}

/**
 * The yearly figures of a plan as the API gives them (yearlyCostFromNet): the ranking's net
 * cost, what the pages show, and the net gain that explains a net cost below 0.
 */
export function yearlyCostFields(net: number): {
  estimatedAnnualCost: number;
  yearlyCost: number;
  comesOutAhead: number;
} {
  const { cost, ahead } = yearlyCostFromNet(net);
  return { estimatedAnnualCost: net, yearlyCost: cost, comesOutAhead: ahead };
}
