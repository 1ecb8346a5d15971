/**
 * What the results core keeps in memory for one app, made once in createApp beside the caches
 * (which hold reference data only) and given to the routes that store and read results.
 */
import { Turns } from '../services/platform/turns.ts';
import { type PresentPlans, ResultDocuments } from './result-documents.ts';

export type ResultsState = {
  /** Recommendations answers kept ready to send, per submission and language (issue 21). */
  documents: ResultDocuments;
  /** Submissions on the embedded database, scored and stored one at a time in arrival order (turns.ts). */
  submissionTurns: Turns;
};

export function createResultsState(present: PresentPlans): ResultsState {
  return { documents: new ResultDocuments(present), submissionTurns: new Turns() };
}
