import type { ApplicationStep } from '@app/domain';
import { useEffect, useRef } from 'react';
import { saveDraft } from '../api/save-draft';

const SAVE_AFTER_MS = 800;

/**
 * Saves a step's unfinished values on the server while the user types
 * (debounced), so a WebView the system killed resumes where it was.
 * `values` must hold only strings; pass `enabled: false` once the step is saved.
 */
export function useDraftAutosave(step: ApplicationStep, values: Record<string, string>, enabled = true) {
  const last = useRef(JSON.stringify(values));
  useEffect(() => {
    if (!enabled) return;
    const serialized = JSON.stringify(values);
    if (serialized === last.current) return;
    const timer = setTimeout(() => {
      last.current = serialized;
      void saveDraft(step, values).catch(() => undefined);
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [step, values, enabled]);
}
