import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

import { readStorage, writeStorage } from '@/shared/browser-storage';

const STORAGE_KEY = 'threshold.scroll-positions';
/** Only the last pages of the tab's history are worth keeping. */
const KEEP = 50;

const positions = new Map<string, number>(readPositions());

function readPositions(): Array<[string, number]> {
  try {
    const saved = JSON.parse(readStorage(() => sessionStorage, STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(saved) ? (saved.filter((entry) => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') as Array<[string, number]>) : [];
  } catch {
    return [];
  }
}

function savePositions(): void {
  writeStorage(() => sessionStorage, STORAGE_KEY, JSON.stringify([...positions].slice(-KEEP)));
}

/** How long a #hash waits for its section: a page's code and content may still be loading. */
const HASH_WAIT_MS = 5_000;

/** Scrolls to the element of that id as soon as it is in the page; returns the cancel. */
function scrollToWhenShown(id: string): () => void {
  const scroll = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView();
    return target !== null;
  };
  if (scroll()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (scroll()) stop();
  });
  const timer = setTimeout(() => stop(), HASH_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Scroll as a browser does between documents: a new page starts at its top (or at its #hash), Back
 * and Forward return to where the reader was. Keyed by history entry; every fresh page load has
 * the key 'default' whatever its address, so that one is keyed by path instead, and a page opened
 * in the same tab does not inherit the last page's position.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = location.key === 'default' ? location.pathname : location.key;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', savePositions);
    return () => window.removeEventListener('pagehide', savePositions);
  }, []);

  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    const remembered = positions.get(key);
    if (navigationType === 'POP' && remembered !== undefined) {
      window.scrollTo(0, remembered);
      return;
    }
    window.scrollTo(0, 0);
    if (location.hash) return scrollToWhenShown(decodeURIComponent(location.hash.slice(1)));
    // Only a change of history entry moves the page; a re-render never does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return null;
}
