import { createPersistedStore } from './create-persisted-store';
import { type PhotoSlot, photoSlot } from './field';

/** Spec §3 auth state: the Aadhaar, live and face photo slots. */
export interface AuthState {
  ktpData: PhotoSlot;
  liveData: PhotoSlot;
  faceData: PhotoSlot;
  appBackCount: number;
  appBackDuration: number;
  authDurationList: number[];
}

export const useAuthStore = createPersistedStore(
  'auth',
  (): AuthState => ({
    ktpData: photoSlot(),
    liveData: photoSlot(),
    faceData: photoSlot(),
    appBackCount: 0,
    appBackDuration: 0,
    authDurationList: [],
  }),
);
