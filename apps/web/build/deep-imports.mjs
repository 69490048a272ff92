// A Vite plugin (plain JS: Vite's config loader loads it natively).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** `export { default as Name } from './path'` lines of a library's index: name -> module path. */
function defaultExports(library) {
  const root = dirname(require.resolve(`${library}/package.json`));
  const index = readFileSync(join(root, 'es/index.js'), 'utf8');
  const paths = new Map();
  for (const [, name, path] of index.matchAll(/export \{ default as (\w+) \} from '\.\/([^']+)'/g)) {
    paths.set(name, `${library}/es/${path.replace(/\.js$/, '')}`);
  }
  return paths;
}

const LIBRARIES = [
  // antd-mobile's index also loads its global CSS: a rewritten import keeps doing so.
  {
    name: 'antd-mobile',
    paths: defaultExports('antd-mobile'),
    sideEffect: "import 'antd-mobile/es/global';",
  },
  { name: 'antd-mobile-icons', paths: defaultExports('antd-mobile-icons'), sideEffect: '' },
];

const IMPORT = /import \{([^}]*)\} from '(antd-mobile|antd-mobile-icons)';/g;

/**
 * Rewrites `import { List } from 'antd-mobile'` into one import per component
 * (`import List from 'antd-mobile/es/components/list'`), in the app's code and
 * in antd-mobile's own imports of its icons. Through a library's index every
 * page seems to import every component, so the chunking could not tell which
 * pages share which ones (build/home-chunk.mjs); the bytes shipped do not
 * change. Type-only and unknown names keep the original import.
 */
export function deepImports() {
  return {
    name: 'app-deep-imports',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: {
        id: /\/apps\/web\/src\/.*\.tsx?$|\/node_modules\/antd-mobile\/es\/.*\.js$/,
        code: /from '(antd-mobile|antd-mobile-icons)'/,
      },
      handler(code) {
        return code.replace(IMPORT, (statement, list, libraryName) => {
          const library = LIBRARIES.find((candidate) => candidate.name === libraryName);
          const kept = [];
          const deep = [];
          for (const specifier of list
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)) {
            const [imported, local = imported] = specifier.split(/\s+as\s+/);
            const path = library.paths.get(imported);
            if (path && !imported.startsWith('type ')) deep.push(`import ${local} from '${path}';`);
            else kept.push(specifier);
          }
          if (deep.length === 0) return statement;
          return [
            library.sideEffect,
            ...deep,
            kept.length > 0 ? `import { ${kept.join(', ')} } from '${libraryName}';` : '',
          ]
            .filter(Boolean)
            .join(' ');
        });
      },
    },
  };
}
