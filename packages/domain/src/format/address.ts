/** The parts of an Indian address as the application's address step keeps them. */
export interface AddressParts {
  detailAddress?: string | null;
  area?: string | null;
  city?: string | null;
  state?: string | null;
  pinCode?: string | null;
}

const sameText = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * An address on one line: "12 MG Road, Indiranagar, Bengaluru, Karnataka 560038".
 * Each comma-separated part appears once: a PIN lookup often gives the area
 * the city's name ("Bangalore, Bangalore"), Delhi is its own state, and people
 * type the city into the street line; empty parts are left out.
 */
export function formatAddress(parts: AddressParts): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  const lines = [parts.detailAddress, parts.area, parts.city, parts.state];
  for (const piece of lines.flatMap((line) => (line ?? '').split(','))) {
    const key = sameText(piece);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(piece.trim());
  }
  const pin = (parts.pinCode ?? '').trim();
  const line = kept.join(', ');
  return pin === '' ? line : line === '' ? pin : `${line} ${pin}`;
}
