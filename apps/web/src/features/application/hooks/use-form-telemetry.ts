import type { StepTelemetry } from '@app/contract';
import { useCallback, useEffect, useRef } from 'react';

interface FieldStats {
  status: number;
  updateCount: number;
  duration: number;
  firstDuration: number;
  checkType: 1 | 2 | 3;
  clickCount: number;
  errorCount: number;
  focusedAt: number | null;
  visits: number;
}

const fresh = (): FieldStats => ({
  status: 1,
  updateCount: 0,
  duration: 0,
  firstDuration: 0,
  checkType: 1,
  clickCount: 0,
  errorCount: 0,
  focusedAt: null,
  visits: 0,
});

/**
 * Spec §3 form telemetry, kept per field while the user fills a step:
 * updateCount (edits), duration (total focused ms), firstDuration (ms of the
 * first visit), clickCount, and per step appBackCount / appBackDuration (times
 * the user left the page and how long they were away) plus the list of
 * visit durations. `snapshot()` is sent with the step's save.
 *
 * checkType records how a value was entered: 1 typed, 2 chosen from a picker,
 * 3 filled by the app (bridge, lookup or draft restore).
 */
export function useFormTelemetry() {
  const fields = useRef(new Map<string, FieldStats>());
  const opened = useRef(Date.now());
  const hiddenAt = useRef<number | null>(null);
  const back = useRef({ count: 0, duration: 0 });
  const durations = useRef<number[]>([]);

  const stats = useCallback((name: string) => {
    let entry = fields.current.get(name);
    if (!entry) {
      entry = fresh();
      fields.current.set(name, entry);
    }
    return entry;
  }, []);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hiddenAt.current = Date.now();
      else if (hiddenAt.current !== null) {
        back.current.count += 1;
        back.current.duration += Date.now() - hiddenAt.current;
        hiddenAt.current = null;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const focus = useCallback(
    (name: string) => {
      const entry = stats(name);
      entry.focusedAt = Date.now();
    },
    [stats],
  );

  const blur = useCallback(
    (name: string) => {
      const entry = stats(name);
      if (entry.focusedAt === null) return;
      const spent = Date.now() - entry.focusedAt;
      entry.duration += spent;
      if (entry.visits === 0) entry.firstDuration = spent;
      entry.visits += 1;
      entry.focusedAt = null;
    },
    [stats],
  );

  const change = useCallback(
    (name: string, checkType: 1 | 2 | 3 = 1) => {
      const entry = stats(name);
      entry.updateCount += 1;
      entry.checkType = checkType;
      entry.status = 2;
    },
    [stats],
  );

  const click = useCallback(
    (name: string) => {
      stats(name).clickCount += 1;
    },
    [stats],
  );

  const error = useCallback(
    (name: string) => {
      const entry = stats(name);
      entry.errorCount += 1;
      entry.status = 3;
    },
    [stats],
  );

  /** Props for an input: focus/blur timing. Call `change` from its onChange. */
  const track = useCallback(
    (name: string) => ({ onFocus: () => focus(name), onBlur: () => blur(name) }),
    [focus, blur],
  );

  const snapshot = useCallback((): StepTelemetry => {
    const now = Date.now();
    const out: StepTelemetry['fields'] = {};
    for (const [name, entry] of fields.current) {
      const open = entry.focusedAt === null ? 0 : now - entry.focusedAt;
      out[name] = {
        status: entry.status,
        updateCount: entry.updateCount,
        duration: Math.min(entry.duration + open, 86_400_000),
        firstDuration: Math.min(entry.firstDuration || open, 86_400_000),
        checkType: entry.checkType,
        clickCount: entry.clickCount,
        errorCount: entry.errorCount,
      };
    }
    durations.current = [...durations.current, Math.min(now - opened.current, 86_400_000)].slice(-50);
    return {
      fields: out,
      appBackCount: back.current.count,
      appBackDuration: Math.min(back.current.duration, 86_400_000),
      durationList: durations.current,
    };
  }, []);

  return { track, focus, blur, change, click, error, snapshot };
}
