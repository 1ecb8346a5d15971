import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a module's named export, so admin screens load in their own chunk (design.md §9). */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const page: ComponentType = (await load())[name];
    return { default: page };
  });
}
