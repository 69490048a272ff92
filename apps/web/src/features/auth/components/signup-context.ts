import { normalizeReferralCode } from '@app/domain';
import { currentLang } from '@/i18n';
import { SESSION_KEYS, session } from '@/lib/storage';

// The server rejects a malformed channel; a bad `p` link must not block login.
const CHANNEL = /^[\w.-]{1,64}$/;

/** Where the user came from (channel, a friend's code) and the language they use, recorded at sign-up. */
export function signupContext() {
  const channel = session.get(SESSION_KEYS.promotionChannel);
  // An unknown code is ignored by the server; a `ref` that cannot be a code is not even sent.
  const referralCode = normalizeReferralCode(session.get(SESSION_KEYS.referralCode));
  return {
    language: currentLang(),
    ...(channel && CHANNEL.test(channel) ? { promotionChannel: channel } : {}),
    ...(referralCode ? { referralCode } : {}),
  };
}
