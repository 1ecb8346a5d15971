import { type ComponentProps, lazy, Suspense } from 'react';
import type { ConfirmDialog } from './confirm-dialog';

type DialogModule = typeof import('./confirm-dialog');
let loading: Promise<DialogModule> | undefined;

/**
 * Starts loading the dialog's code (Radix's dialog, about 15 KB gzip) once; a failed download is
 * tried again on the next call.
 */
export function preloadConfirmDialog(): Promise<DialogModule> {
  loading ??= import('./confirm-dialog').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const LoadedConfirmDialog = lazy(async () => ({ default: (await preloadConfirmDialog()).ConfirmDialog }));

/**
 * ConfirmDialog for a page in the first load (the finder, design.md §9): its code is not part of
 * that load. The page preloads it a moment after it shows; it renders once opened.
 */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedConfirmDialog {...props} />
    </Suspense>
  );
}
