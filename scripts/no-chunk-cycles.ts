import type { Plugin } from 'vite';

// Chunks that import each other run in an order neither intended: a module can read another's
// export before that module has run, and a page quietly breaks (an ideas list that shows none of
// its ideas). The chunk groups in vite.config.ts are ordered so that this cannot happen; this
// plugin fails the build if it ever does.

/** One cycle among the chunks' static imports (file → the files it imports), or null. */
export function findChunkCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return null;
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

export function noChunkCycles(): Plugin {
  return {
    name: 'labforge:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') imports.set(output.fileName, output.imports);
      const cycle = findChunkCycle(imports);
      if (cycle) this.error(`These chunks import each other: ${cycle.join(' → ')}. Reorder the chunk groups.`);
    },
  };
}
