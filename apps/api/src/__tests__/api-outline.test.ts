// docs/api-v1-outline.md is generated from the OpenAPI document and the error
// catalogue (issue 29, part 2): this fails when the committed file is not what
// the generator writes now, and when the hand-kept notes name a route the app
// does not have.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keptByHand, OUTLINE_COMMAND, OUTLINE_FILE, renderOutline } from '../../scripts/api-outline';

/** "METHOD /path/{}" with every path parameter written `{}` (the notes call them :id, :orderId...). */
const normal = (method: string, path: string) =>
  `${method} ${path.replace(/[:{]\w+}?/g, '{}').replace(/(.)\/$/, '$1')}`;

describe('docs/api-v1-outline.md', () => {
  const committed = readFileSync(OUTLINE_FILE, 'utf8');

  it('is what the generator writes from the routes and the error catalogue', async () => {
    const generated = await renderOutline(keptByHand(committed));
    // One message instead of a 60 KB diff: the command is the fix.
    expect(committed === generated, `docs/api-v1-outline.md is out of date: run \`${OUTLINE_COMMAND}\``).toBe(
      true,
    );
  });

  it('the notes kept by hand name only routes the app has', () => {
    const kept = keptByHand(committed);
    const generatedPart = committed.replace(kept, '');
    const known = new Set<string>();
    for (const match of generatedPart.matchAll(/^\| (GET|POST|PUT|DELETE) \| `([^`?]+)/gm)) {
      known.add(normal(match[1] ?? '', match[2] ?? ''));
    }
    for (const match of generatedPart.matchAll(/^- `(GET|POST|PUT|DELETE) ([^`]+)`/gm)) {
      known.add(normal(match[1] ?? '', match[2] ?? ''));
    }
    expect(known.size).toBeGreaterThan(100);
    const named = [...kept.matchAll(/^\| (GET|POST|PUT|DELETE) +\| (\/[^ ?,|]+)/gm)].map((match) =>
      normal(match[1] ?? '', match[2] ?? ''),
    );
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((route) => !known.has(route))).toEqual([]);
  });
});
