import { lazy, Suspense, type ComponentType } from 'react';

/** A widget or field whose code loads on demand, with a way to load it ahead of the first render. */
export type LazyWidget<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * Wraps a widget or field that only later pages use, so its code stays out of the first page's bundle. Once loaded
 * (by `preload` or a first render, which shows nothing until then) it renders synchronously, like any other widget.
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): LazyWidget<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
    });
    return pending;
  };
  const Deferred = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function LazyLoadedWidget(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Deferred {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyLoadedWidget, { preload });
}
