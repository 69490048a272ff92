import { create } from 'zustand';

/** What the native app told us in its handover, kept for this page view only. */
export interface NativeInfo {
  appVersion: string;
  deviceId: string;
  appName: string;
  appChannel: string;
  orderId: string;
}

/** Transient UI state that must not survive a reload (so it is not persisted). */
interface AppStatusState {
  /** The API answered 503: the service-unavailable screen replaces the page. */
  unavailable: boolean;
  /** The native app draws the page under its status bar and asks for a top inset. */
  topSafe: boolean;
  nativeInfo: NativeInfo | null;
  setUnavailable: (unavailable: boolean) => void;
  setNative: (nativeInfo: NativeInfo, topSafe: boolean) => void;
}

export const useAppStatus = create<AppStatusState>()((set) => ({
  unavailable: false,
  topSafe: false,
  nativeInfo: null,
  setUnavailable: (unavailable) => set({ unavailable }),
  setNative: (nativeInfo, topSafe) => set({ nativeInfo, topSafe }),
}));
