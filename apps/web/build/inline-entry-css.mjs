// A Vite plugin (plain JS: Vite's config loader loads it natively).

/**
 * Puts the entry's CSS into index.html as a <style> element instead of a
 * <link>: a stylesheet link holds the first paint for a round trip of its own
 * (Lighthouse's render-blocking audit, about 150 ms on its mobile profile),
 * and the entry's CSS is 5 KB (1.8 KB compressed). The server allows the
 * element by its hash in style-src (the CSP has no 'unsafe-inline':
 * apps/api/src/plugins/security-headers.ts; docs/decisions/058).
 *
 * The file is taken out of the entry chunk's CSS before Vite's own hooks read
 * it, so none of them refers to it: the page has no <link>, the manifest (and
 * with it the service worker's shell list) does not list it, and no lazy
 * chunk's preload list asks for it (lazy chunks list the CSS of the chunks
 * they import, to load it with them: the inlined file would be fetched again).
 * @returns {import('vite').Plugin[]}
 */
export function inlineEntryCss() {
  /** @type {string[]} */
  let inlined = [];
  return [
    {
      name: 'app-inline-entry-css:take',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          inlined = [];
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.facadeModuleId?.endsWith('.html'))
              continue;
            const css = chunk.viteMetadata?.importedCss;
            if (!css) continue;
            inlined.push(...css);
            css.clear();
          }
        },
      },
    },
    {
      name: 'app-inline-entry-css:write',
      apply: 'build',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          if (inlined.length === 0) return;
          const html = bundle['index.html'];
          if (html?.type !== 'asset') throw new Error('inline-entry-css: the build has no index.html');
          const styles = inlined.map((file) => {
            const css = bundle[file];
            if (css?.type !== 'asset') throw new Error(`inline-entry-css: ${file} is not in the build`);
            const text = String(css.source).trimEnd();
            // `</style` inside the CSS would end the element early; no built CSS has it.
            if (/<\/style/i.test(text)) throw new Error(`inline-entry-css: ${file} holds "</style"`);
            delete bundle[file];
            return `<style>${text}</style>`;
          });
          // Where Vite puts its stylesheet links: last in <head>, after the entry's script.
          html.source = String(html.source).replace('</head>', `  ${styles.join('')}\n  </head>`);
        },
      },
    },
  ];
}
