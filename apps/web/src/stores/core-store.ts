import { PUBLIC_DEFAULTS } from '@/config/app-config';
import { createPersistedStore } from './create-persisted-store';

export interface PublicData {
  customerId: string;
  token: string;
  phone_number: string;
  app_type: number;
}

export interface AwsData {
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** Spec §3 core store, names and defaults as specified. */
export interface CoreState {
  publicData: PublicData;
  routeName: string;
  fromRoute: string;
  homeData: Record<string, unknown>;
  orderData: Record<string, unknown>;
  FAQData: Record<string, unknown>;
  loanTabType: number;
  isRefresh: boolean;
  refreshControl: boolean;
  appRefreshControl: boolean;
  prohibitSelect: boolean;
  expireFlag: boolean;
  showInstall: boolean;
  expireMsg: string;
  grabList: unknown[];
  awsData: AwsData;
  /** Spec: "a list with one customer id" (the id is not given); filled by the public config. */
  checkUserList: string[];
  proName: string;
  serviceEmail: { email: string };
  proWebsite: string;
  testRequestUrl: string;
  prodRequestUrl: string;
}

export const coreDefaults = (): CoreState => ({
  publicData: { customerId: '', token: '', phone_number: '', app_type: 1 },
  routeName: '',
  fromRoute: '',
  homeData: {},
  orderData: {},
  FAQData: {},
  loanTabType: 2,
  isRefresh: false,
  refreshControl: false,
  appRefreshControl: false,
  prohibitSelect: false,
  expireFlag: false,
  showInstall: false,
  expireMsg: '',
  grabList: [],
  awsData: { accessKey: '', secretKey: '', bucket: '', region: '' },
  checkUserList: [...PUBLIC_DEFAULTS.checkUserList],
  proName: PUBLIC_DEFAULTS.proName,
  serviceEmail: { ...PUBLIC_DEFAULTS.serviceEmail },
  proWebsite: PUBLIC_DEFAULTS.proWebsite,
  testRequestUrl: PUBLIC_DEFAULTS.testRequestUrl,
  prodRequestUrl: PUBLIC_DEFAULTS.prodRequestUrl,
});

export const useCoreStore = createPersistedStore('core', coreDefaults, (set) => ({
  setPublicData: (publicData: Partial<PublicData>) =>
    set((state) => ({ publicData: { ...state.publicData, ...publicData } })),
  setHomeData: (homeData: Record<string, unknown>) => set({ homeData }),
  setOrderData: (orderData: Record<string, unknown>) => set({ orderData }),
  setFAQData: (FAQData: Record<string, unknown>) => set({ FAQData }),
  setRoute: (routeName: string, fromRoute: string) => set({ routeName, fromRoute }),
  setBrand: (brand: Pick<CoreState, 'proName' | 'serviceEmail' | 'proWebsite'>) => set(brand),
  raiseExpire: (expireMsg: string) => set({ expireFlag: true, expireMsg }),
  setExpireFlag: (expireFlag: boolean) => set({ expireFlag }),
  /** Spec §4: the store-level reset of the session clears token, phone number and customerId. */
  clearSession: () =>
    set((state) => ({ publicData: { ...state.publicData, token: '', customerId: '', phone_number: '' } })),
}));

// Persisted values would otherwise shadow a deployment's new public config.
const override = typeof window !== 'undefined' ? window.__PUBLIC_CONFIG__ : undefined;
if (override) {
  const { testRequestUrl, prodRequestUrl, proName, serviceEmail, proWebsite, checkUserList } = override;
  const defined = Object.entries({
    testRequestUrl,
    prodRequestUrl,
    proName,
    serviceEmail,
    proWebsite,
    checkUserList,
  });
  useCoreStore.setState(Object.fromEntries(defined.filter(([, value]) => value !== undefined)));
}

export function isLoggedIn(publicData: Pick<PublicData, 'token' | 'customerId'>): boolean {
  return Boolean(publicData.token && publicData.customerId);
}

/** The API base address: production or test build, each overridable by window.__PUBLIC_CONFIG__. */
export function apiBaseUrl(): string {
  const { prodRequestUrl, testRequestUrl } = useCoreStore.getState();
  return (import.meta.env.PROD ? prodRequestUrl : testRequestUrl).replace(/\/$/, '');
}
