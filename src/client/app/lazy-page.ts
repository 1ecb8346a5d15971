import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's chunk now (once). */
  preload: () => Promise<unknown>;
};

/** React.lazy for a named export, so a page loads in its own chunk (design.md §9). */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPage {
  let loading: Promise<Record<Name, ComponentType>> | undefined;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download is tried again on the next visit
      throw error;
    });
    return loading;
  };
  const page = lazy(async () => {
    const component: ComponentType = (await once())[name];
    return { default: component };
  }) as LazyPage;
  page.preload = once;
  return page;
}
