import { type ComponentProps, Suspense } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import type { ConfirmDialog } from './confirm-dialog';

/** Radix's dialog (about 15 KB gzip), loaded once; a failed download is retried on the next call. */
const LoadedConfirmDialog = lazyPage(() => import('./confirm-dialog'), 'ConfirmDialog');
export const preloadConfirmDialog = LoadedConfirmDialog.preload;

/** ConfirmDialog for a first-load page (design.md §9): preloaded a moment after the page shows, rendered once opened. */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedConfirmDialog {...props} />
    </Suspense>
  );
}
