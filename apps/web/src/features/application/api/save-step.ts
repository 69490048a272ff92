import type { ApplicationView, FormStep, StepBody, StepTelemetry } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nativeEvents } from '@/lib/native-events';
import { storeApplication } from './get-application';

export interface SaveStepInput<S extends FormStep> {
  step: S;
  values: StepBody<S>;
  telemetry?: StepTelemetry;
}

export function saveStep<S extends FormStep>({ step, values, telemetry }: SaveStepInput<S>) {
  return apiRequest<ApplicationView>(`/api/v1/application/steps/${step}`, {
    method: 'PUT',
    body: { values, telemetry },
  });
}

/**
 * Saves one step. A rejected field comes back as ApiError with `field` unset;
 * the server's `{ code, message, field }` body is on the error (see api-client).
 */
export function useSaveStep<S extends FormStep>() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveStepInput<S>) => saveStep(input),
    onSuccess: (view, input) => {
      storeApplication(client, view);
      nativeEvents.stepSaved(input.step);
    },
  });
}
