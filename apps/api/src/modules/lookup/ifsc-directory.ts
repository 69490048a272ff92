import { createRequire } from 'node:module';

/**
 * RBI's IFSC list as packaged by npm `ifsc` (Razorpay): every bank code with
 * its branch codes, and the banks' names. It has no branch names or addresses
 * (those need Razorpay's online API), so a lookup answers the bank only.
 * The JSON files are read directly: the package's entry point pulls in the
 * deprecated `request` client for its online calls, which we never make.
 */
let data: { branches: Record<string, (string | number)[]>; names: Record<string, string> } | undefined;

function load() {
  if (data) return data;
  const require = createRequire(import.meta.url);
  data = {
    branches: require('ifsc/src/IFSC.json') as Record<string, (string | number)[]>,
    names: require('ifsc/src/banknames.json') as Record<string, string>,
  };
  return data;
}

export interface IfscBank {
  ifsc: string;
  bankName: string;
  branch: string | null;
}

/** The bank of a well-formed IFSC, or null when no such branch code exists. */
export function findIfsc(raw: string): IfscBank | null {
  const ifsc = raw.trim().toUpperCase();
  const { branches, names } = load();
  const bank = ifsc.slice(0, 4);
  const branch = ifsc.slice(5);
  const list = branches[bank];
  if (!list) return null;
  const known = /^\d+$/.test(branch) ? list.includes(Number(branch)) : list.includes(branch);
  if (!known) return null;
  return { ifsc, bankName: names[bank] ?? bank, branch: null };
}
