import { describe, expect, it } from 'vitest';
import { splitRuns } from '../runs';

describe('splitRuns', () => {
  it('takes ₹ from the Devanagari font inside Chinese text', () => {
    expect(splitRuns('最高₹1,000', 'zh')).toEqual([
      { face: 'hans', text: '最高' },
      { face: 'deva', text: '₹' },
      { face: 'hans', text: '1,000' },
    ]);
  });

  it('keeps a Hindi word with its conjuncts and matras in one run', () => {
    expect(splitRuns('क्रेडिट शुल्क ₹5', 'hi')).toEqual([{ face: 'deva', text: 'क्रेडिट शुल्क ₹5' }]);
  });

  it('falls back to the Chinese font for a Chinese name in an English document', () => {
    expect(splitRuns('Borrower 王伟', 'en')).toEqual([
      { face: 'deva', text: 'Borrower ' },
      { face: 'hans', text: '王伟' },
    ]);
  });
});
