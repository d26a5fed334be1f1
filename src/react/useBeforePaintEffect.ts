'use client';
import { useEffect, useLayoutEffect, type DependencyList, type EffectCallback } from 'react';

/**
 * Internal: a layout effect in a browser (it runs as the tree commits, before the paint); on a server, where it never
 * runs and React 18 would warn, a plain effect. Without `deps`, it runs after every commit. Chosen per call: importing
 * reads no browser global.
 */
export function useBeforePaintEffect(effect: EffectCallback, deps?: DependencyList): void {
  const useChosenEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
  useChosenEffect(effect, deps);
}
