// A Vite plugin (plain JS: Vite's config loader loads it natively).
/** The route modules Home is drawn with: the layout behind login, the tab bar, Home (app/router.tsx). */
export const HOME_ROUTE_MODULES = [
  'src/app/server-state-layout.tsx',
  'src/app/home-tabs.tsx',
  'src/features/home/routes/home-index.tsx',
];

/**
 * Runs in index.html while it is parsed, before the entry runs (a module script
 * waits for the parser): when the app opens on Home (a stored
 * session, and the address Home, /start or none, which the guards send to Home)
 * it asks for Home's files at once, beside the entry, instead of after the
 * entry has downloaded and started the router. The router's own requests for
 * them then find them loaded or on the way (Vite's preload helper skips files
 * a <link> already names). Everything else, and anything unexpected, does
 * nothing: the app loads as it would without it.
 * It runs as written, untranspiled: the build's target (ES2020) or older syntax
 * only. The session test is isLoggedIn's (stores/core-store.ts) on the
 * persisted `core` store.
 * @param {readonly string[]} files
 */
export function preloadHome(files) {
  try {
    const path = location.hash.slice(1).split('?')[0] || '/';
    if (path !== '/' && path !== '/start' && path !== '/homeIndex') return;
    const publicData = JSON.parse(localStorage.getItem('core') || 'null')?.state?.publicData;
    if (!publicData?.token || !publicData.customerId) return;
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    }
  } catch {
    // storage unreadable or a session of another shape: the router loads Home as usual
  }
}

/**
 * The files Home needs beyond the entry's, from the build manifest, each after
 * the files it imports: the order in which Vite's preload helper adds them, which
 * for the stylesheets is their order in the cascade.
 * @param {import('vite').Manifest} manifest
 * @returns {string[]}
 */
export function homeFiles(manifest) {
  /** @type {string[]} */
  const files = [];
  const seen = new Set(['index.html']);
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`home-preload: ${key} is not in the build (update HOME_ROUTE_MODULES)`);
    for (const dep of chunk.imports ?? []) visit(dep);
    files.push(`/${chunk.file}`, ...(chunk.css ?? []).map((file) => `/${file}`));
  };
  // The entry's own files are on the page already.
  for (const dep of manifest['index.html']?.imports ?? []) visit(dep);
  const before = files.length;
  for (const key of HOME_ROUTE_MODULES) visit(key);
  return files.slice(before);
}

/**
 * Writes preloadHome, called with Home's files, into index.html as an inline
 * script. The server allows it by its hash in script-src
 * (apps/api/src/plugins/security-headers.ts; docs/decisions/058).
 * @returns {import('vite').Plugin}
 */
export function homePreload() {
  return {
    name: 'app-home-preload',
    apply: 'build',
    generateBundle: {
      // After Vite has written index.html and the manifest.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        const manifest = bundle['.vite/manifest.json'];
        if (html?.type !== 'asset' || manifest?.type !== 'asset') {
          throw new Error('home-preload: the build has no index.html or manifest');
        }
        const files = homeFiles(JSON.parse(String(manifest.source)));
        // One line per statement, without the indentation: the function has no multi-line strings.
        const body = preloadHome
          .toString()
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line && !line.startsWith('//'))
          .join('\n');
        const script = `<script>(${body})(${JSON.stringify(files)})</script>`;
        // Last in <head>: the stylesheets it adds come after the entry's, in the cascade too.
        html.source = String(html.source).replace('</head>', `  ${script}\n  </head>`);
      },
    },
  };
}
