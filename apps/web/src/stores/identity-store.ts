import { createPersistedStore } from './create-persisted-store';
import { type FormField, field, type PhotoSlot, photoSlot } from './field';

/** Spec §3 identity: Aadhaar front/back photos and the identity fields. */
export interface IdentityState {
  cameraData: { frontData: PhotoSlot; backData: PhotoSlot };
  identityData: { name: FormField; sex: FormField; birth: FormField; aadhaar: FormField; pan: FormField };
  appBackCount: number;
  appBackDuration: number;
}

export const useIdentityStore = createPersistedStore(
  'identity',
  (): IdentityState => ({
    cameraData: { frontData: photoSlot(), backData: photoSlot() },
    identityData: {
      name: field(1),
      sex: field(1, { value: '0', text: '' }),
      birth: field(7),
      aadhaar: field(1),
      pan: field(1),
    },
    appBackCount: 0,
    appBackDuration: 0,
  }),
);
