// A rolldown code-splitting group (plain JS: Vite's config loader loads it natively).

const source = (path) => decodeURI(new URL(`../src/${path}`, import.meta.url).pathname);

/** What a returning borrower opens first: the layout behind login, the tab bar and Home. */
const HOME_MODULES = new Set(
  ['app/server-state-layout.tsx', 'app/home-tabs.tsx', 'app/routes/home/home-index.tsx'].map(source),
);
/** The route table: the pages it loads are behind login, except the open ones below. */
const ROUTE_TABLE = new Set(['app/routes.ts', 'app/router.tsx'].map(source));
/** The routes marked `noCheck` in app/routes.ts: shown before login. */
const OPEN_PAGES = new Set(
  ['features/auth/routes/start.tsx', 'features/auth/routes/method.tsx', 'features/legal/routes/index.ts'].map(
    source,
  ),
);

/**
 * Names the chunks of Home's first paint, so that it loads a handful of files
 * instead of some thirty, each a round trip over HTTP/1.1:
 * - 'home': what Home and its layouts import that only pages behind login use,
 *   libraries included. Other pages behind login load it with the layout they
 *   all share.
 * - 'home-shared': what Home shares with the parts the open pages load on
 *   demand (toasts, dialogs, error texts), which then load it too.
 * What the entry or an open page loads at once is left to the default chunks:
 * /start keeps its budget. The three modules above keep chunks of their own,
 * which the build manifest (and the service worker's shell list) names.
 *
 * A chunk root is a module loaded as a chunk of its own: an entry or a dynamic
 * import. The graph is read through each library's index (build/deep-imports.mjs
 * makes antd-mobile's imports precise).
 *
 * @param {string} id
 * @param {import('rolldown').ChunkingContext} ctx
 * @returns {string | null}
 */
export function homeChunkName(id, ctx) {
  if (HOME_MODULES.has(id)) return null;
  const rootsCache = new Map();
  const kindCache = new Map();

  /** The chunk roots that import `start`, directly or through other modules. */
  const rootsOf = (start) => {
    const cached = rootsCache.get(start);
    if (cached) return cached;
    const roots = new Set();
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const info = ctx.getModuleInfo(queue.pop());
      if (!info) continue;
      if (info.isEntry || info.dynamicImporters.length > 0) roots.add(info.id);
      for (const importer of info.importers) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    rootsCache.set(start, roots);
    return roots;
  };

  /** 'open': loaded by the entry or an open page; 'login': only behind login; 'on-demand': the rest. */
  const kindOf = (root) => {
    if (kindCache.has(root)) return kindCache.get(root);
    // Assumed on demand while being decided: a cycle of dynamic imports proves nothing.
    kindCache.set(root, 'on-demand');
    const info = ctx.getModuleInfo(root);
    let kind = 'on-demand';
    if (!info || info.isEntry || OPEN_PAGES.has(root)) kind = 'open';
    else if (
      info.dynamicImporters.every(
        (importer) => ROUTE_TABLE.has(importer) || [...rootsOf(importer)].every((r) => kindOf(r) === 'login'),
      )
    ) {
      kind = 'login';
    }
    kindCache.set(root, kind);
    return kind;
  };

  const roots = [...rootsOf(id)];
  if (!roots.some((root) => HOME_MODULES.has(root))) return null;
  const kinds = roots.map(kindOf);
  if (kinds.every((kind) => kind === 'login')) return 'home';
  return kinds.includes('open') ? null : 'home-shared';
}
