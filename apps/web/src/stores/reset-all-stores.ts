import { useAuthStore } from './auth-store';
import { useBankStore } from './bank-store';
import { useBaseInfoStore } from './base-info-store';
import { useCareerStore } from './career-store';
import { useContactStore } from './contact-store';
import { useCoreStore } from './core-store';
import { useIdentityStore } from './identity-store';

const STORES = [
  useCoreStore,
  useAuthStore,
  useBankStore,
  useBaseInfoStore,
  useCareerStore,
  useContactStore,
  useIdentityStore,
];

/** Back to the spec §3 defaults, every store (logout, spec §4). */
export function resetAllStores(): void {
  for (const store of STORES) store.getState().reset();
}
