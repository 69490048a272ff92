import type { ApplicationView, PhotoView, StepTelemetry } from '@app/contract';
import { checkAadhaar, checkPan, formatDate, IDENTITY_PHOTO_KINDS, type PhotoKind } from '@app/domain';
import { useIdentityStore } from '@/stores/identity-store';
import type { FieldError } from './form-fields/field-errors';
import { mirrorField } from './form-fields/store-mirror';

export const IDENTITY_FIELDS = ['name', 'sex', 'birth', 'aadhaar', 'pan'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];
export type IdentityValues = Record<IdentityField, string>;

/** Today in India: nobody is born after it. */
export const todayIst = () => formatDate(Date.now(), 'YYYY-MM-DD');

/**
 * Saved values when the step was saved (Aadhaar and PAN come back only
 * masked, so they start empty), otherwise the server-side draft.
 */
export function initialIdentity(view: ApplicationView): { values: IdentityValues; resident: boolean } {
  if (view.identity) {
    const { name, sex, birth, resident } = view.identity;
    return { values: { name, sex, birth, aadhaar: '', pan: '' }, resident };
  }
  const draft = view.drafts.identity ?? {};
  const values = Object.fromEntries(IDENTITY_FIELDS.map((f) => [f, draft[f] ?? ''])) as IdentityValues;
  return { values, resident: draft.resident === 'true' };
}

/**
 * One field's check (spec §5 messages). With a saved step an empty Aadhaar or
 * PAN means "keep the saved number"; `requireNumbers` turns that off when
 * other identity values changed and the whole step must be sent again.
 */
export function checkIdentityField(
  name: IdentityField,
  values: IdentityValues,
  saved: boolean,
  requireNumbers = false,
): FieldError | undefined {
  const value = values[name];
  const keep = saved && !requireNumbers && value === '';
  switch (name) {
    case 'name':
      return value.trim() === '' ? { code: 'NAME_INVALID' } : undefined;
    case 'sex':
      return value === '' ? { key: 'chooseOne' } : undefined;
    case 'birth':
      if (value === '') return { key: 'required' };
      return value > todayIst() ? { code: 'DATE_INVALID' } : undefined;
    case 'aadhaar': {
      const code = keep ? null : checkAadhaar(value);
      return code ? { code } : undefined;
    }
    case 'pan': {
      const code = keep ? null : checkPan(value);
      return code ? { code } : undefined;
    }
  }
}

/** Whether anything differs from the saved step (no saved step: always). */
export function identityChanged(view: ApplicationView, values: IdentityValues, resident: boolean): boolean {
  const saved = view.identity;
  if (!saved) return true;
  return (
    values.aadhaar !== '' ||
    values.pan !== '' ||
    values.name.trim() !== saved.name ||
    values.sex !== saved.sex ||
    values.birth !== saved.birth ||
    resident !== saved.resident
  );
}

/** The photo of `kind` accepted in this visit or already on the application. */
export function acceptedPhoto(
  view: ApplicationView,
  uploaded: (kind: PhotoKind) => PhotoView | null,
  kind: PhotoKind,
): boolean {
  return Boolean(uploaded(kind)) || view.photos.some((p) => p.kind === kind && p.status === 'accepted');
}

export const allIdentityPhotos = (view: ApplicationView, uploaded: (kind: PhotoKind) => PhotoView | null) =>
  IDENTITY_PHOTO_KINDS.every((kind) => acceptedPhoto(view, uploaded, kind));

/** Spec §3 identity store after a save: masked numbers only, it lives in localStorage. */
export function mirrorIdentity(view: ApplicationView, telemetry: StepTelemetry, sexLabel: string): void {
  const saved = view.identity;
  if (!saved) return;
  const state = useIdentityStore.getState();
  const data = state.identityData;
  const accepted = (kind: PhotoKind) => view.photos.some((p) => p.kind === kind && p.status === 'accepted');
  useIdentityStore.setState({
    identityData: {
      name: mirrorField(data.name, saved.name, telemetry, 'name'),
      sex: mirrorField(data.sex, saved.sex, telemetry, 'sex', sexLabel),
      birth: mirrorField(data.birth, saved.birth, telemetry, 'birth'),
      aadhaar: mirrorField(data.aadhaar, saved.aadhaarMasked, telemetry, 'aadhaar'),
      pan: mirrorField(data.pan, saved.panMasked, telemetry, 'pan'),
    },
    cameraData: {
      frontData: { ...state.cameraData.frontData, status: accepted('aadhaar_front') ? 1 : 0 },
      backData: { ...state.cameraData.backData, status: accepted('aadhaar_back') ? 1 : 0 },
    },
    appBackCount: telemetry.appBackCount,
    appBackDuration: telemetry.appBackDuration,
  });
}
