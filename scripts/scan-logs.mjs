// `node --import tsx scripts/scan-logs.mjs <dir>`: fails when a server log of the end-to-end
// run holds an Aadhaar, a PAN or a bank account number (decision 045). npm test
// keeps every e2e server's stdout and stderr in <dir> (E2E_LOG_DIR, see
// e2e/support/server.ts) and runs this after the journeys. Findings are
// printed as file:line with the number masked.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
// The Aadhaar check digit, as the app validates it (run with tsx: npm test does).
import { verhoeffValid } from '../packages/domain/src/validation/verhoeff.ts';

/** Values the journeys type or send (e2e/*.e2e.ts, e2e/support/application.ts), whatever their shape. */
const FIXTURES = ['123456789012', 'ABCDE1234F', '30012345678', '30012345679', '51234567890', '512345678901'];

// A uuid's first groups can be twelve digits with a valid check digit by chance (an order id
// in a request URL was): ids are taken out of a line before it is scanned.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

const IFSC = /(?<![A-Za-z0-9])[A-Z]{4}0[A-Z0-9]{6}(?![A-Za-z0-9])/;
const LONG_NUMBER = /(?<![\w.+-])\d{9,18}(?![\w.])/g;

/** [label, pattern, extra check] for one line. */
const RULES = [
  ['fixture value', new RegExp(`(?<![\\w-])(?:${FIXTURES.join('|')})(?![\\w-])`, 'g')],
  // 12 digits (or 4-4-4) not starting 0/1, with a valid Verhoeff digit; 91 + a mobile number is a phone
  [
    'Aadhaar',
    /(?<![\w.+-])[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}(?![\w.])/g,
    (m) => {
      const digits = m.replace(/\D/g, '');
      return verhoeffValid(digits) && !/^91[6-9]/.test(digits);
    },
  ],
  // Five letters (the fourth the holder type), four digits, a letter
  ['PAN', /(?<![A-Za-z0-9])[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z](?![A-Za-z0-9])/g],
  // the journeys' payout accounts: 5010 + 8 digits
  ['account number', /(?<![\w.+-])5010\d{8}(?![\w.])/g],
];

export const mask = (value) =>
  value.length <= 4 ? '****' : `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;

/** The findings in one line of text. */
export function scanLine(text) {
  const line = text.replace(UUID, 'uuid');
  const found = [];
  for (const [label, pattern, check] of RULES) {
    for (const match of line.matchAll(pattern)) {
      if (!check || check(match[0])) found.push(`${label} ${mask(match[0])}`);
    }
  }
  // An IFSC with a long number on the same line: an account (pino's "time" is not one).
  if (IFSC.test(line)) {
    for (const match of line.replace(/"(?:time|responseTime|reqId|pid)":\s?\d+/g, '').matchAll(LONG_NUMBER)) {
      found.push(`IFSC with account ${mask(match[0])}`);
    }
  }
  return found;
}

/**
 * `text` with every value the rules find masked as the findings are: for what a failed journey
 * prints of its pages and its server's log (e2e/support/suite.ts), which CI's log keeps.
 */
export function maskFindings(text) {
  let masked = text;
  for (const [, pattern, check] of RULES) {
    masked = masked.replace(pattern, (match) => (!check || check(match) ? mask(match) : match));
  }
  return masked;
}

function* files(dir) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/scan-logs.mjs <dir>');
    process.exit(2);
  }
  let count = 0;
  let lines = 0;
  let logs = 0;
  for (const file of files(dir)) {
    logs += 1;
    const text = readFileSync(file, 'utf8').split('\n');
    text.forEach((line, index) => {
      lines += 1;
      for (const finding of scanLine(line)) {
        count += 1;
        if (count <= 50) console.error(`${file}:${index + 1}: ${finding}`);
      }
    });
  }
  console.log(`log scan: ${logs} server logs, ${lines} lines, ${count} findings`);
  if (logs === 0) {
    console.error('log scan: no server log found (was E2E_LOG_DIR set for the e2e run?)');
    process.exit(1);
  }
  process.exit(count === 0 ? 0 : 1);
}
