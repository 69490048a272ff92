import type { StepTelemetry } from '@app/contract';
import type { FormField } from '@/stores/field';

/**
 * A saved value and its telemetry counters, as the spec §3 persisted stores
 * hold them. Callers pass masked values for sensitive fields: these stores
 * live in localStorage.
 */
export function mirrorField(
  previous: FormField,
  value: string,
  telemetry: StepTelemetry,
  name: string,
  text?: string,
): FormField {
  const stats = telemetry.fields[name];
  return {
    ...previous,
    value,
    ...(text === undefined ? {} : { text }),
    ...(previous.error === undefined ? {} : { error: '' }),
    ...(stats
      ? {
          status: stats.status,
          updateCount: stats.updateCount,
          duration: stats.duration,
          firstDuration: stats.firstDuration,
          checkType: stats.checkType as FormField['checkType'],
          ...(previous.clickCount === undefined ? {} : { clickCount: stats.clickCount ?? 0 }),
        }
      : {}),
  };
}
