/** The JSON error body every API route answers with (design.md §5). */
export type ApiIssue = { path: string; message: string };
export type ApiErrorBody = { error: string; code?: string; issues?: ApiIssue[] };
