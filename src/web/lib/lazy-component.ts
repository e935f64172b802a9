import { createElement, use, type ComponentType } from 'react';

/**
 * A component whose code is a chunk of its own, fetched when it is first rendered or when `preload()` is called.
 * Unlike React.lazy it renders at once when the chunk is already in, so a page that preloads it before hydrating
 * (router.tsx's `ready`) never suspends for it; until then it suspends like React.lazy. A failed fetch throws to
 * the route's error page, which reloads once after a new release (route-error-page.tsx).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  function Lazy(props: P) {
    return createElement(loaded ?? use(preload()), props);
  }
  return Object.assign(Lazy, { preload });
}
