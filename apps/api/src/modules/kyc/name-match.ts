/** Honorifics and relation words that say nothing of who the person is. */
const IGNORED = new Set([
  'MR',
  'MRS',
  'MS',
  'MISS',
  'DR',
  'SHRI',
  'SHREE',
  'SRI',
  'SMT',
  'KUM',
  'KUMARI',
  'LATE',
]);

/** Upper case, Latin letters and spaces only, honorifics dropped: 'Smt. A.  Verma' -> ['A', 'VERMA']. */
export function nameTokens(raw: string): string[] {
  return raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim()
    .split(' ')
    .filter((token) => token !== '' && !IGNORED.has(token));
}

/** Similarity of two strings, 0-100: twice the longest common subsequence over both lengths (an indel ratio). */
function ratio(a: string, b: string): number {
  if (a.length + b.length === 0) return 100;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      row[j] =
        a[i - 1] === b[j - 1] ? (previous[j - 1] ?? 0) + 1 : Math.max(previous[j] ?? 0, row[j - 1] ?? 0);
    }
    previous = row;
  }
  return (200 * (previous[b.length] ?? 0)) / (a.length + b.length);
}

/**
 * An initial stands for the one unmatched word of the other name it begins:
 * 'A VERMA' against 'ASHA VERMA' reads as 'ASHA VERMA'.
 */
function expandInitials(tokens: string[], other: string[]): string[] {
  const unmatched = other.filter((token) => token.length > 1 && !tokens.includes(token));
  return tokens.map((token) => {
    if (token.length !== 1) return token;
    const index = unmatched.findIndex((candidate) => candidate.startsWith(token));
    if (index < 0) return token;
    const [word] = unmatched.splice(index, 1);
    return word ?? token;
  });
}

/**
 * How alike two Indian names are, 0-100: case, spaces, dots and honorifics do
 * not count, initials match the word they begin, word order does not count
 * (a token set ratio: the words in common against each name's remainder), and
 * names written as one word ('RAMKUMAR' / 'RAM KUMAR') match. Initials score at
 * most 90, a word left over at most 95: only the same words score 100.
 */
export function nameMatchScore(first: string, second: string): number {
  const a0 = nameTokens(first);
  const b0 = nameTokens(second);
  if (a0.length === 0 || b0.length === 0) return 0;
  const a = expandInitials(a0, b0);
  const b = expandInitials(b0, a);
  // A name read through initials is likely, not certain, the same: at most 90.
  const cap = a.join(' ') !== a0.join(' ') || b.join(' ') !== b0.join(' ') ? 90 : 100;
  if (a.join('') === b.join('')) return cap;
  const setA = [...new Set(a)].sort();
  const setB = [...new Set(b)].sort();
  const common = setA.filter((token) => setB.includes(token));
  const onlyA = setA.filter((token) => !common.includes(token));
  const onlyB = setB.filter((token) => !common.includes(token));
  const base = common.join(' ');
  const withA = [base, ...onlyA].filter(Boolean).join(' ');
  const withB = [base, ...onlyB].filter(Boolean).join(' ');
  const scores = [ratio(withA, withB)];
  if (base !== '') scores.push(ratio(base, withA), ratio(base, withB));
  // Words in common with nothing left over on one side (a missing middle name) still score below an exact match.
  const best = Math.max(...scores);
  return Math.round(Math.min(best, cap, onlyA.length + onlyB.length > 0 ? 95 : 100));
}
