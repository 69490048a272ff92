import { create } from 'zustand';

/** Chromium's install prompt, handed over once per page load (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface WindowEventMap {
    beforeinstallprompt: BeforeInstallPromptEvent;
  }
  interface Navigator {
    /** iOS Safari: true when opened from the home screen. */
    standalone?: boolean;
  }
}

/** The browser's install prompt, kept from the moment it is offered until it is used. */
export const useInstallPrompt = create<{ event: BeforeInstallPromptEvent | null }>(() => ({ event: null }));
