import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARS } from '../env';
import { REPO_ROOT } from '../paths';

describe('the configuration table of docs/configuration.md', () => {
  const doc = readFileSync(join(REPO_ROOT, 'docs', 'configuration.md'), 'utf8');

  it.each(ENV_VARS.map((v) => [v.name, v] as const))('documents %s with its default', (name, variable) => {
    const row = doc.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
    expect(row, `docs/configuration.md has no row for ${name}`).toBeDefined();
    const shown = variable.default ? `\`${variable.default}\`` : '(unset)';
    expect(row).toContain(`| ${shown} |`);
  });
});
