import { describe, expect, it } from 'vitest';
import { packageDir } from '../../../build/bundled-packages.mjs';

describe("the build's list of shipped packages", () => {
  it('names the folder of the package a module comes from, the innermost copy when nested', () => {
    expect(packageDir('/repo/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      '/repo/node_modules/react-dom',
    );
    expect(packageDir('/repo/node_modules/@tanstack/query-core/build/modern/index.js')).toBe(
      '/repo/node_modules/@tanstack/query-core',
    );
    // a second React under another package is a copy of its own
    expect(packageDir('/repo/node_modules/antd-mobile/node_modules/react/index.js')).toBe(
      '/repo/node_modules/antd-mobile/node_modules/react',
    );
    // Rolldown's virtual-module prefix and Vite's query strings are not part of the path
    expect(packageDir('\0/repo/node_modules/react/index.js?commonjs-exports')).toBe(
      '/repo/node_modules/react',
    );
  });

  it("leaves the app's own modules out", () => {
    expect(packageDir('/repo/apps/web/src/main.tsx')).toBeNull();
    expect(packageDir('/repo/packages/domain/src/money/format.ts')).toBeNull();
  });
});
