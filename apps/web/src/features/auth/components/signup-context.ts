import { currentLang } from '@/i18n';
import { SESSION_KEYS, session } from '@/lib/storage';

// The server rejects a malformed channel; a bad `p` link must not block login.
const CHANNEL = /^[\w.-]{1,64}$/;

/** Where the user came from and the language they use, recorded at sign-up. */
export function signupContext() {
  const channel = session.get(SESSION_KEYS.promotionChannel);
  return {
    language: currentLang(),
    ...(channel && CHANNEL.test(channel) ? { promotionChannel: channel } : {}),
  };
}
