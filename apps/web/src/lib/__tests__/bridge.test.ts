import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANDROID_INTERFACE, deviceType, hasNativeBridge, isInNativeApp, postToNative } from '../bridge';

type Win = Record<string, unknown>;

afterEach(() => {
  delete (window as unknown as Win).webkit;
  delete (window as unknown as Win)[ANDROID_INTERFACE];
  sessionStorage.clear();
});

describe('postToNative (spec §7)', () => {
  it('posts to the iOS handler named after the action, with the payload', () => {
    const postMessage = vi.fn();
    window.webkit = { messageHandlers: { loginSuccess: { postMessage } } };
    postToNative('loginSuccess', '{"token":"t"}');
    expect(postMessage).toHaveBeenCalledWith('{"token":"t"}');
  });

  it("sends '' when there is no payload", () => {
    const postMessage = vi.fn();
    window.webkit = { messageHandlers: { quitLogin: { postMessage } } };
    postToNative('quitLogin');
    expect(postMessage).toHaveBeenCalledWith('');
  });

  it('calls the Android interface method named after the action', () => {
    const switchLanguage = vi.fn();
    (window as unknown as Win)[ANDROID_INTERFACE] = { switchLanguage };
    postToNative('switchLanguage', 'hi');
    expect(switchLanguage).toHaveBeenCalledWith('hi');
  });

  it('ignores missing handlers and interfaces', () => {
    expect(() => postToNative('toHome')).not.toThrow();
    window.webkit = { messageHandlers: {} };
    (window as unknown as Win)[ANDROID_INTERFACE] = {};
    expect(() => postToNative('toHome')).not.toThrow();
  });

  it('ignores throwing handlers, and still tries the other platform', () => {
    window.webkit = {
      messageHandlers: {
        goHome: {
          postMessage: () => {
            throw new Error('boom');
          },
        },
      },
    };
    const goHome = vi.fn();
    (window as unknown as Win)[ANDROID_INTERFACE] = { goHome };
    expect(() => postToNative('goHome')).not.toThrow();
    expect(goHome).toHaveBeenCalledWith('');
  });
});

describe('native detection', () => {
  it('sees the bridge on either platform', () => {
    expect(hasNativeBridge()).toBe(false);
    (window as unknown as Win)[ANDROID_INTERFACE] = {};
    expect(hasNativeBridge()).toBe(true);
    expect(isInNativeApp()).toBe(true);
  });

  it('treats isBrowser=true as a browser even with a bridge', () => {
    window.webkit = { messageHandlers: {} };
    sessionStorage.setItem('isBrowser', 'true');
    expect(isInNativeApp()).toBe(false);
  });

  it('codes the device type 1 Android, 2 iOS, 3 other', () => {
    expect(deviceType('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(1);
    expect(deviceType('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(2);
    expect(deviceType('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(2);
    expect(deviceType('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(3);
  });
});
