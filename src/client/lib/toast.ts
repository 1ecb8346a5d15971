/**
 * The app's toasts (spec §9), through Sonner, fetched once the first page has shown rather than
 * with it (design.md §9's first-load budget: Sonner's `toast` and `Toaster` are one module of about
 * 10 KB gzip). A toast asked for before Sonner is here is shown as soon as it is, in order; Sonner
 * keeps toasts in its own state and hands them to its Toaster when that mounts.
 */
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']['success']>[0];
type ToastId = string | number;

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;

/** Fetches Sonner (once); the toaster and every toast wait for it. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => {
    sonner = module;
    return module;
  });
  return loading;
}

function withSonner(use: (module: Sonner) => void): void {
  if (sonner) use(sonner);
  else
    void loadSonner().then(use, () => {
      // Not fetched (offline): the toast is lost, as the page it belongs to could not load either.
    });
}

let lastId = 0;

function show(kind: 'success' | 'error', message: Message, options?: ExternalToast): ToastId {
  const id = options?.id ?? `toast-${++lastId}`;
  withSonner((module) => module.toast[kind](message, { ...options, id }));
  return id;
}

export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  /** Ends one toast, or every toast when no id is given. */
  dismiss: (id?: ToastId) => withSonner((module) => module.toast.dismiss(id)),
  /** The toasts on screen (none before Sonner is here). */
  getToasts: (): { id: ToastId }[] => sonner?.toast.getToasts() ?? [],
};
