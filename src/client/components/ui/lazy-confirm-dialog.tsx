import { type ComponentProps, lazy, Suspense } from 'react';
import type { ConfirmDialog } from './confirm-dialog';

type DialogModule = typeof import('./confirm-dialog');
let loading: Promise<DialogModule> | undefined;

/** Loads Radix's dialog (about 15 KB gzip) once; a failed download is retried on the next call. */
export function preloadConfirmDialog(): Promise<DialogModule> {
  loading ??= import('./confirm-dialog').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const LoadedConfirmDialog = lazy(async () => ({ default: (await preloadConfirmDialog()).ConfirmDialog }));

/** ConfirmDialog for a first-load page (design.md §9): preloaded a moment after the page shows, rendered once opened. */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedConfirmDialog {...props} />
    </Suspense>
  );
}
