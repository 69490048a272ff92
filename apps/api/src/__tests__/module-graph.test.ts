import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = resolve(dirname(fileURLToPath(import.meta.url)), '../modules');

/** Module -> the other modules its files (tests included) import by relative path. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(MODULES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const own = relative(MODULES, file).split(sep)[0] ?? '';
    const targets = graph.get(own) ?? new Set<string>();
    graph.set(own, targets);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = relative(MODULES, resolve(dirname(file), spec ?? ''));
      if (target.startsWith('..')) continue;
      const other = target.split(sep)[0] ?? '';
      if (other !== own) targets.add(other);
    }
  }
  return graph;
}

/** A path of imports that leads from a module back to itself, or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | null => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...path, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('API modules', () => {
  it('import each other in one direction only: no cycle, shared parts live in platform/', () => {
    expect(findCycle(moduleGraph())).toBeNull();
  });
});
