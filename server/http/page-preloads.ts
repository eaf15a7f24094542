import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPagePattern, PAGE_MODULES, SHELL_MODULE } from '../../src/domain/page-modules';

// The chunks a first load will ask for, named in the page itself so the browser fetches them
// beside the entry rather than one round trip after each other (docs/architecture.md, "Front end"):
// the bundler's runtime, the signed-in shell, and the page's own module (src/domain/page-modules.ts).
// Read off the build's manifest (`build.manifest` in vite.config.ts); without one the page is sent
// as it was built.

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Pages a signed-out visitor sees (src/routes/route-table.tsx): they never load the shell. */
const PUBLIC_PAGES = new Set(['/login', '/loading-showcase']);

export interface PagePreloads {
  /**
   * The script files (`/assets/…`) to preload for a page at this path, in load order. `pattern`:
   * the page pattern the path matches, when the caller has matched it already.
   */
  forPath: (pathname: string, pattern?: string | null) => string[];
}

/** Every file a chunk statically imports, itself included, depth first. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** `manifest` null (a build without one) names nothing, as does one without an entry. */
export function pagePreloads(manifest: Manifest | null): PagePreloads {
  const entryKey = manifest && Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!manifest || !entryKey) return { forPath: () => [] };
  const entry = closure(manifest, entryKey);
  // The entry's own script tag is in the page already; its imports (the bundler's runtime) are not.
  const entryImports = [...entry].filter((file) => file !== manifest[entryKey].file);
  const shell = [...closure(manifest, SHELL_MODULE)].filter((file) => !entry.has(file));
  const url = (file: string) => `/${file}`;
  /**
   * A kind of page's preloads for each page pattern, worked out on its first request: what the
   * kind always needs, then the page's module and what it imports that `before` does not bring.
   */
  const kind = (before: Set<string>, preloads: string[]) => {
    const lists = new Map<string | null, string[]>();
    return (pattern: string | null) => {
      let list = lists.get(pattern);
      if (!list) {
        const own = pattern ? [...closure(manifest, PAGE_MODULES[pattern])].filter((file) => !before.has(file)) : [];
        lists.set(pattern, (list = [...preloads, ...own].map(url)));
      }
      return list;
    };
  };
  const publicPage = kind(entry, entryImports);
  const signedInPage = kind(new Set([...entry, ...shell]), [...entryImports, ...shell]);
  return {
    forPath: (pathname, pattern = matchPagePattern(pathname)) =>
      (PUBLIC_PAGES.has(pathname.replace(/\/+$/, '')) ? publicPage : signedInPage)(pattern),
  };
}

/** The build's manifest, or null when this build has none. */
export function readManifest(staticDir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(path.join(staticDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
