/** Toasts through Sonner, fetched after the first page shows (about 10 KB gzip, design.md §9); earlier toasts queue in order. */
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']['success']>[0];
type ToastId = string | number;

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;

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
      // Not fetched (offline): the toast is lost, as its page could not load either.
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
  dismiss: (id?: ToastId) => withSonner((module) => module.toast.dismiss(id)),
  getToasts: (): { id: ToastId }[] => sonner?.toast.getToasts() ?? [],
};
