/**
 * The one yearly cost every page, PDF, e-mail and API answer shows (ADR 0012, docs/how-we-rank.md):
 *
 *   paid  = premiums + drugs + medical care        what the person pays in the year
 *   net   = paid − Part B giveback                 the figure the ranking uses (below 0 when the
 *                                                  giveback is more than everything paid)
 *   cost  = max(0, net)                            "Estimated yearly cost", never negative
 *   ahead = max(0, −net)                           "you come out $ahead ahead", 0 otherwise
 *
 * The giveback is its own line; at most one of `cost` and `ahead` is above 0.
 */
import { roundCents } from './cost-share.ts';

export type YearlyCostParts = { premiums: number; drugs: number; medical: number; giveback: number };

export type YearlyCostFigures = {
  /** premiums + drugs + medical care, before the giveback. */
  paid: number;
  /** paid − giveback: the cost the ranking compares. */
  net: number;
  /** The estimated yearly cost the pages show: net, never below 0. */
  cost: number;
  /** How far the giveback goes past everything paid; 0 when it does not. */
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

/** A plan's yearly figures as the API gives them: net, shown cost, and the gain behind a net below 0. */
export function yearlyCostFields(net: number): {
  estimatedAnnualCost: number;
  yearlyCost: number;
  comesOutAhead: number;
} {
  const { cost, ahead } = yearlyCostFromNet(net);
  return { estimatedAnnualCost: net, yearlyCost: cost, comesOutAhead: ahead };
}
