import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../../util/messages';
import { DEFAULT_UNDERWRITING_POLICY } from '../policy';
import { type BureauReport, type UnderwritingInput, underwrite } from '../underwrite';

const found = (over: Partial<Extract<BureauReport, { status: 'found' }>> = {}): BureauReport => ({
  status: 'found',
  score: 700,
  delinquent: false,
  birthOnRecord: '1995-04-10',
  nameMatches: true,
  ...over,
});

/** Eligible on every rule: 30 years old, salaried, Rs 25,000 a month, score 700. */
const eligible: UnderwritingInput = {
  today: '2026-01-15',
  birth: '1995-04-10',
  resident: true,
  occupation: 'office_employee',
  incomeBand: '20001_30000',
  bureau: found(),
};

const reasonOf = (input: UnderwritingInput, policy = DEFAULT_UNDERWRITING_POLICY) => {
  const decision = underwrite(input, policy);
  return decision.outcome === 'rejected' ? decision.reason : decision.outcome;
};

/** The approval arithmetic alone: the refer band (tested below) off. */
const NO_REFER = { ...DEFAULT_UNDERWRITING_POLICY, referBelowScore: 0 };

describe('underwrite: the rules', () => {
  it('approves an applicant who passes every rule', () => {
    expect(reasonOf(eligible)).toBe('approved');
  });

  it.each([
    ['not_resident', { resident: false }],
    ['underage', { birth: '2010-01-01' }],
    ['over_max_age', { birth: '1960-01-01', bureau: found({ birthOnRecord: '1960-01-01' }) }],
    ['age_mismatch', { bureau: found({ birthOnRecord: '1994-04-10' }) }],
    ['incorrect_data', { bureau: found({ nameMatches: false }) }],
    ['no_credit_history', { bureau: { status: 'no_history' } }],
    ['bad_payment_history', { bureau: found({ delinquent: true }) }],
    ['low_credit_score', { bureau: found({ score: 599 }) }],
    ['income_below_minimum', { occupation: 'student', incomeBand: null }],
  ] as const)('rejects with %s', (reason, over) => {
    expect(reasonOf({ ...eligible, ...over })).toBe(reason);
  });

  it('does not compare birth dates when the bureau holds none', () => {
    expect(reasonOf({ ...eligible, bureau: found({ birthOnRecord: null }) })).toBe('approved');
  });

  it('accepts the minimum score itself (into the refer band, or approved with the band off)', () => {
    const atMinimum = { ...eligible, bureau: found({ score: DEFAULT_UNDERWRITING_POLICY.minScore }) };
    expect(reasonOf(atMinimum)).toBe('referred');
    expect(reasonOf(atMinimum, NO_REFER)).toBe('approved');
  });

  it('reports the first failure, in the documented order', () => {
    // Every rule fails; each step fixes the reason just reported and uncovers the next.
    let input: UnderwritingInput = {
      today: '2026-01-15',
      birth: '2010-01-01',
      resident: false,
      occupation: 'unemployed',
      incomeBand: null,
      bureau: found({ birthOnRecord: '1990-01-01', nameMatches: false, delinquent: true, score: 450 }),
    };
    const seen: string[] = [];
    const fixes: ((i: UnderwritingInput) => UnderwritingInput)[] = [
      (i) => ({ ...i, resident: true }),
      (i) => ({ ...i, birth: '1950-01-01' }),
      (i) => ({ ...i, birth: '1995-04-10' }),
      (i) => ({ ...i, bureau: found({ nameMatches: false, delinquent: true, score: 450 }) }),
      (i) => ({ ...i, bureau: found({ delinquent: true, score: 450 }) }),
      (i) => ({ ...i, bureau: found({ score: 450 }) }),
      (i) => ({ ...i, bureau: found() }),
      (i) => ({ ...i, occupation: 'entrepreneur', incomeBand: '0_10000' }),
    ];
    for (const fix of fixes) {
      seen.push(reasonOf(input));
      input = fix(input);
    }
    seen.push(reasonOf(input));
    expect(seen).toEqual([
      'not_resident',
      'underage',
      'over_max_age',
      'age_mismatch',
      'incorrect_data',
      'bad_payment_history',
      'low_credit_score',
      'income_below_minimum',
      'approved',
    ]);
  });

  it('puts a missing credit history after the identity checks and before income', () => {
    const noHistory = { ...eligible, bureau: { status: 'no_history' } as const };
    expect(reasonOf({ ...noHistory, resident: false })).toBe('not_resident');
    expect(reasonOf({ ...noHistory, birth: '2010-01-01' })).toBe('underage');
    expect(reasonOf({ ...noHistory, incomeBand: null })).toBe('no_credit_history');
  });
});

describe('underwrite: age limits', () => {
  const bornOn = (birth: string, today: string) =>
    reasonOf({ ...eligible, birth, today, bureau: found({ birthOnRecord: birth }) });

  it('accepts an 18th birthday today, not the day before', () => {
    expect(bornOn('2008-01-15', '2026-01-15')).toBe('approved');
    expect(bornOn('2008-01-15', '2026-01-14')).toBe('underage');
  });

  it('treats 29 February births as 18 on 1 March of a non-leap year', () => {
    expect(bornOn('2008-02-29', '2026-02-28')).toBe('underage');
    expect(bornOn('2008-02-29', '2026-03-01')).toBe('approved');
  });

  it('accepts 60 until the 61st birthday', () => {
    expect(bornOn('1966-01-15', '2026-01-15')).toBe('approved');
    expect(bornOn('1966-01-15', '2027-01-14')).toBe('approved');
    expect(bornOn('1966-01-15', '2027-01-15')).toBe('over_max_age');
  });

  it('refuses a date that is not a calendar day', () => {
    expect(() => underwrite({ ...eligible, today: '2026-02-30' })).toThrow(INVALID_DATE);
    expect(() => underwrite({ ...eligible, birth: '1995-13-01' })).toThrow(INVALID_DATE);
  });
});

describe('underwrite: rejection', () => {
  it.each([
    ['2026-01-15', '2026-02-14'],
    ['2026-12-20', '2027-01-19'],
    ['2028-02-15', '2028-03-16'],
  ])('on %s lets the applicant reapply 30 days later, on %s', (today, reapplyOn) => {
    expect(underwrite({ ...eligible, today, resident: false })).toEqual({
      outcome: 'rejected',
      reason: 'not_resident',
      reapplyOn,
    });
  });

  it('follows the policy for the waiting period', () => {
    const policy = { ...DEFAULT_UNDERWRITING_POLICY, reapplyAfterDays: 7 };
    expect(underwrite({ ...eligible, resident: false }, policy)).toMatchObject({ reapplyOn: '2026-01-22' });
  });
});

describe('underwrite: approval', () => {
  it.each([
    // occupation, band, score -> product, quota (paise), daily rate (ppm)
    ['entrepreneur', '0_10000', 600, 'personal', 2_500_00, 600],
    ['entrepreneur', '10001_20000', 749, 'personal', 15_000_00, 500],
    ['entrepreneur', '20001_30000', 700, 'personal', 25_000_00, 500],
    ['entrepreneur', 'gt_50000', 750, 'personal', 30_000_00, 400],
    ['student', '0_10000', 900, 'personal', 7_500_00, 400],
    ['office_employee', '0_10000', 600, 'salary', 5_000_00, 500],
    ['office_employee', '30001_50000', 679, 'salary', 20_000_00, 500],
    ['office_employee', '30001_50000', 680, 'salary', 40_000_00, 450],
    ['office_employee', 'gt_50000', 800, 'salary', 60_000_00, 400],
  ] as const)(
    '%s, band %s, score %i: %s loan of %i paise at %i ppm a day',
    (occupation, incomeBand, score, product, quotaPaise, dailyRatePpm) => {
      const birth = eligible.birth;
      expect(
        underwrite(
          { ...eligible, occupation, incomeBand, bureau: found({ score, birthOnRecord: birth }) },
          NO_REFER,
        ),
      ).toEqual({ outcome: 'approved', product, quotaPaise, dailyRatePpm });
    },
  );
});

describe('underwrite: the refer band (decision 031)', () => {
  const scored = (score: number) => ({
    ...eligible,
    bureau: found({ score, birthOnRecord: eligible.birth }),
  });

  it('refers scores from the minimum up to referBelowScore, approves from it', () => {
    expect([599, 600, 649, 650, 651].map((s) => reasonOf(scored(s)))).toEqual([
      'low_credit_score',
      'referred',
      'referred',
      'approved',
      'approved',
    ]);
  });

  it('suggests the line an approval at that score would grant, with the reason', () => {
    expect(underwrite(scored(620))).toEqual({
      ...underwrite(scored(620), NO_REFER),
      outcome: 'referred',
      referReason: 'score_in_band',
    });
  });

  it('refers none when referBelowScore is 0 or at the minimum score', () => {
    expect(reasonOf(scored(600), { ...DEFAULT_UNDERWRITING_POLICY, referBelowScore: 0 })).toBe('approved');
    expect(reasonOf(scored(600), { ...DEFAULT_UNDERWRITING_POLICY, referBelowScore: 600 })).toBe('approved');
  });

  it('follows the policy for the band top', () => {
    const wide = { ...DEFAULT_UNDERWRITING_POLICY, referBelowScore: 700 };
    expect([699, 700].map((s) => reasonOf(scored(s), wide))).toEqual(['referred', 'approved']);
  });

  it('never refers what a rule rejects', () => {
    expect(reasonOf({ ...scored(620), resident: false })).toBe('not_resident');
    expect(reasonOf({ ...eligible, bureau: found({ score: 620, delinquent: true }) })).toBe(
      'bad_payment_history',
    );
    expect(reasonOf({ ...scored(620), occupation: 'student', incomeBand: null })).toBe(
      'income_below_minimum',
    );
  });

  describe('no credit history, with referNoHistory', () => {
    const thinFile = { ...eligible, bureau: { status: 'no_history' } as const };
    const refers = { ...DEFAULT_UNDERWRITING_POLICY, referNoHistory: true };

    it('rejects by default', () => {
      expect(reasonOf(thinFile)).toBe('no_credit_history');
    });

    it('refers a salaried applicant with the worst tier as the suggestion', () => {
      expect(underwrite(thinFile, refers)).toEqual({
        outcome: 'referred',
        referReason: 'no_history',
        product: 'salary',
        quotaPaise: 12_500_00,
        dailyRatePpm: 500,
      });
    });

    it('still rejects the self-employed, and anyone below the income minimum', () => {
      expect(reasonOf({ ...thinFile, occupation: 'entrepreneur' }, refers)).toBe('no_credit_history');
      expect(reasonOf({ ...thinFile, incomeBand: null }, refers)).toBe('income_below_minimum');
    });
  });
});
