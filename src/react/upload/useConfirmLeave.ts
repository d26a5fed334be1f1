'use client';
import { useEffect } from 'react';

/**
 * Asks before the page is left while `active` (issue 12 §3: files uploading
 * or reporting). The listener exists only then, so an idle page keeps the
 * back/forward cache and never prompts. Browsers show their own text.
 */
export function useConfirmLeave(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still need returnValue set to prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
