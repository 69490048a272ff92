// The repository's documents keep their shape (issue 29, parts 1 and 2): the
// README stays at most 12 KB; every decision note has its Date and Status
// lines and a line in the index; docs/api-v1-outline.md is what the generator
// writes from the OpenAPI document and the error catalogue, and its hand-kept
// notes name only routes the app has.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptByHand, OUTLINE_COMMAND, OUTLINE_FILE, renderOutline } from '../../scripts/api-outline';

const ROOT = join(import.meta.dirname, '../../../..');

describe('README.md', () => {
  it('stays at most 12 KB (reference material goes to docs/)', () => {
    expect(readFileSync(join(ROOT, 'README.md')).byteLength).toBeLessThanOrEqual(12 * 1024);
  });
});

describe('docs/decisions', () => {
  const dir = join(ROOT, 'docs/decisions');
  const notes = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'));
  const index = readFileSync(join(dir, 'README.md'), 'utf8');

  it('every note has Date and Status lines under its title, and a line in the index', () => {
    expect(notes.length).toBeGreaterThan(60);
    const wrong = notes.filter((name) => {
      const head = readFileSync(join(dir, name), 'utf8').split('\n').slice(0, 5).join('\n');
      const status = /^Status: (accepted|superseded by \d{3})/m.test(head);
      return !/^Date: \d{4}-\d{2}-\d{2}/m.test(head) || !status || !index.includes(`](${name})`);
    });
    expect(wrong).toEqual([]);
  });
});

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
