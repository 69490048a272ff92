// A Vite plugin (plain JS: Vite's config loader loads it natively).

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * V8's explicit compile hint on the named chunks: Chromium then compiles every function of
 * the file while it streams in, off the main thread, instead of each one on its first call.
 * V8 honours the comment only before the file's first token. Rolldown's banners land after
 * the `__vite__mapDeps` line that Vite writes at the top of chunks with lazy imports, where
 * the comment does nothing, so it is written here, last, in front of everything
 * (docs/decisions/056).
 * @param {readonly string[]} chunkNames
 * @returns {import('vite').Plugin}
 */
export function compileHints(chunkNames) {
  const names = new Set(chunkNames);
  return {
    name: 'app-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && names.has(file.name) && !file.code.startsWith(HINT)) {
            file.code = HINT + file.code;
          }
        }
      },
    },
  };
}
