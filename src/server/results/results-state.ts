/** What the results core keeps in memory for one app (the caches hold reference data only). */
import { Turns } from '../services/platform/turns.ts';
import { type PresentPlans, ResultDocuments } from './result-documents.ts';

export type ResultsState = {
  documents: ResultDocuments;
  /** Embedded database only: submissions scored and stored one at a time in arrival order (turns.ts). */
  submissionTurns: Turns;
};

export function createResultsState(present: PresentPlans): ResultsState {
  return { documents: new ResultDocuments(present), submissionTurns: new Turns() };
}
