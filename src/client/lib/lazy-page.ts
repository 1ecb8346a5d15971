import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage<P = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the component's chunk now (once). */
  preload: () => Promise<unknown>;
};

/** React.lazy for a named export, so a page (or a heavy dialog) loads in its own chunk (design.md §9). */
export function lazyPage<Name extends string, P = object>(
  load: () => Promise<Record<Name, ComponentType<P>>>,
  name: Name,
): LazyPage<P> {
  let loading: Promise<Record<Name, ComponentType<P>>> | undefined;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download is tried again on the next visit
      throw error;
    });
    return loading;
  };
  const page = lazy(async () => {
    const component: ComponentType<P> = (await once())[name];
    return { default: component };
  }) as LazyPage<P>;
  page.preload = once;
  return page;
}
