import type { ReferralSummary } from '@app/contract';
import { DEFAULT_REFERRAL_RULES } from '@app/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, renderPage, settle, text, where } from '@/testing/harness';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import { shareInvite, whatsAppLink } from '../components/share-invite';
import InvitePage from '../routes/invite';

const copied: string[] = [];
vi.mock('@/lib/copy-text', () => ({
  copyText: async (value: string) => {
    copied.push(value);
    return true;
  },
}));

const SUMMARY: ReferralSummary = {
  code: 'K7M2Q9XA',
  link: 'https://app.rupeesetu.in/?p=referral&ref=K7M2Q9XA#/start',
  friends: 3,
  earningFriends: 1,
  totalPaise: 75_00,
  rules: DEFAULT_REFERRAL_RULES,
  rewards: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      kind: 'repayment',
      amountPaise: 9_00,
      state: 'credited',
      reason: null,
      peerPhoneLast4: '8042',
      couponId: '00000000-0000-4000-8000-0000000000c1',
      createdAt: '2026-11-18T06:30:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      kind: 'first_loan',
      amountPaise: 60_00,
      state: 'not_eligible',
      reason: 'same_pan',
      peerPhoneLast4: '8052',
      couponId: null,
      createdAt: '2026-11-15T06:30:00.000Z',
    },
  ],
};

// The page's toasts (copied, shared) load antd-mobile's on first use: loaded before the tests,
// so that no import is still pending when the file ends and its environment is torn down.
beforeAll(async () => {
  await Promise.all([setupI18n(), import('@/lib/antd-imperative')]);
});
afterEach(() => {
  document.body.innerHTML = '';
  copied.length = 0;
  vi.unstubAllGlobals();
});

function serve(summary: ReferralSummary) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.endsWith('/api/v1/referrals/me') ? json(200, summary) : json(404, {}))),
  );
}

describe('/invite', () => {
  it('shows the code, the link, the configured rules, the friends and the rewards', async () => {
    serve(SUMMARY);
    renderPage(InvitePage, '/invite');
    await settle();
    expect(text('referral-code')).toBe('K7M2Q9XA');
    expect(text('referral-link')).toBe(SUMMARY.link);
    expect(text('referral-friends')).toBe('3');
    expect(text('referral-total')).toBe('₹75');
    expect(text('referral-how-disbursal')).toBe(
      'You earn 2% of the service fee of every loan your friend takes, when it is paid out (up to ₹100)',
    );
    expect(text('referral-how-repayment')).toBe(
      '…and 3% more when they repay it in full, on time (up to ₹150)',
    );
    expect(text('referral-how-firstLoan')).toBe(
      'Plus 20% of the service fee of their first loan (up to ₹500)',
    );
    expect(text('referral-how-signupBonus')).toBe(
      'Your friend gets 10% of the service fee of their first loan (up to ₹250)',
    );
    const rewards = [...document.querySelectorAll<HTMLElement>('[data-testid="referral-reward"]')];
    expect(rewards.map((r) => [r.dataset.kind, r.dataset.state])).toEqual([
      ['repayment', 'credited'],
      ['first_loan', 'not_eligible'],
    ]);
    expect(rewards[0]?.textContent).toContain('Loan repaid');
    expect(rewards[0]?.textContent).toContain('Friend ••8042 · 18-11-2026');
    expect(rewards[1]?.textContent).toContain('Not eligible');
    expect(rewards[1]?.textContent).toContain('Same PAN as yours');
    expect(byTestId('referral-whatsapp')?.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(
        `I use RupeeSetu for instant personal loans. Join with my code K7M2Q9XA and we both earn coupons: ${SUMMARY.link}`,
      )}`,
    );
    click(byTestId('referral-copy-code'));
    await settle();
    expect(copied).toEqual(['K7M2Q9XA']);
    click(byTestId('referral-coupons'));
    await settle();
    expect(where()).toBe('/coupon');
  });

  it('follows changed rules: a rule at 0% is not shown, another base and no cap read as such', async () => {
    serve({
      ...SUMMARY,
      rewards: [],
      rules: {
        ...DEFAULT_REFERRAL_RULES,
        signupBonus: { ...DEFAULT_REFERRAL_RULES.signupBonus, ratePpm: 0 },
        disbursal: { ratePpm: 15_000, base: 'principal', capPaise: 0, couponKind: 'repayment' },
        repaymentOnTimeOnly: false,
      },
    });
    renderPage(InvitePage, '/invite');
    await settle();
    expect(text('referral-how-disbursal')).toBe(
      'You earn 1.5% of the amount of every loan your friend takes, when it is paid out',
    );
    expect(text('referral-how-repayment')).toBe('…and 3% more when they repay it in full (up to ₹150)');
    expect(byTestId('referral-how-signupBonus')).toBeNull();
    expect(text('referral-history-empty')).toBe('No rewards yet. Share your code to start earning.');
  });
});

describe('sharing an invitation', () => {
  const invitation = { title: 'Join me', text: 'Join with my code K7M2Q9XA:', url: SUMMARY.link };

  it('uses the system share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    expect(await shareInvite(invitation, { share } as unknown as Navigator)).toBe('shared');
    expect(share).toHaveBeenCalledWith(invitation);
    expect(copied).toEqual([]);
  });

  it('says nothing when the user closes the sheet, and copies when sharing is refused or missing', async () => {
    const closed = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    expect(await shareInvite(invitation, { share: closed } as unknown as Navigator)).toBe('cancelled');
    const refused = vi.fn(async () => {
      throw new DOMException('no', 'NotAllowedError');
    });
    expect(await shareInvite(invitation, { share: refused } as unknown as Navigator)).toBe('copied');
    expect(await shareInvite(invitation, {} as Navigator)).toBe('copied');
    expect(copied).toEqual([`${invitation.text} ${invitation.url}`, `${invitation.text} ${invitation.url}`]);
    expect(whatsAppLink(invitation)).toBe(
      'https://wa.me/?text=Join%20with%20my%20code%20K7M2Q9XA%3A%20https%3A%2F%2Fapp.rupeesetu.in%2F%3Fp%3Dreferral%26ref%3DK7M2Q9XA%23%2Fstart',
    );
  });
});
