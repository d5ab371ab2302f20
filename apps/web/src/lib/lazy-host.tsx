import { type ComponentType, lazy, Suspense, useSyncExternalStore } from "react";

/**
 * A part of the page kept out of the first download until something asks for it: `show()` (once
 * is enough) mounts `Host`, which then loads the component and renders it. The consent banner and
 * the offline banner with the install offer start this way (decisions 025 and 041).
 */
export function lazyHost(load: () => Promise<ComponentType>): {
  show: () => void;
  Host: () => React.ReactElement | null;
} {
  const Lazy = lazy(async () => ({ default: await load() }));
  let wanted = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const isWanted = () => wanted;
  const show = () => {
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  };
  function Host() {
    const shown = useSyncExternalStore(subscribe, isWanted, isWanted);
    if (!shown) return null;
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  }
  return { show, Host };
}
