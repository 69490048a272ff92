// Runs Biome's binary for this platform. The project depends on the platform
// package (@biomejs/cli-linux-x64 for its machines) rather than @biomejs/biome,
// whose optional per-platform packages are not all on the registry these
// machines reach, which makes `npm ci` reject the lockfile (docs/decisions/011).
// On another platform: npm install --no-save @biomejs/cli-<platform>-<arch>@<same version>.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const musl = process.platform === 'linux' && !process.report?.getReport().header.glibcVersionRuntime;
const name = `@biomejs/cli-${process.platform}-${process.arch}${musl ? '-musl' : ''}`;

let binary;
try {
  const dir = dirname(require.resolve(`${name}/package.json`));
  binary = join(dir, process.platform === 'win32' ? 'biome.exe' : 'biome');
} catch {
  binary = undefined;
}
if (!binary || !existsSync(binary)) {
  console.error(`Biome for this platform is not installed: npm install --no-save ${name}`);
  process.exit(1);
}
const result = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' });
process.exit(result.status ?? 1);
