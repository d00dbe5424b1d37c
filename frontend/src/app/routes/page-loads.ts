import { lazy, useSyncExternalStore, type ComponentType } from 'react';

/*
 * Which pages' code is being fetched, for the root layout's progress bar. The router runs in
 * declarative mode (its data-router half alone is ~30 KiB gzip the public site does not need,
 * issue 23 item 5), so there is no `useNavigation()`: the page loaders count themselves instead.
 */
let loading = 0;
const listeners = new Set<() => void>();

function changed(delta: number): void {
  loading += delta;
  for (const listener of listeners) listener();
}

/** A route's page as its own chunk, loaded when the route first renders; the bar shows meanwhile. */
export function page(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    changed(1);
    try {
      return await load();
    } finally {
      changed(-1);
    }
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isLoading = () => loading > 0;

/** The prerendered HTML never shows the bar, so hydration starts from the same answer. */
const notLoading = () => false;

/** True while any page's code is loading (the prerendered page, scripts/prerender.mjs, shows none). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, notLoading);
}
