import { describe, expect, it } from 'vitest';
import { SHELL_MODULE } from '../../src/domain/page-modules';
import { pagePreloads } from './page-preloads';

// A manifest as `vite build` writes it: keys are source paths or `_chunk` names, `imports` are keys.
const manifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_runtime-r1.js'] },
  '_runtime-r1.js': { file: 'assets/runtime-r1.js' },
  [SHELL_MODULE]: {
    file: 'assets/app-layout-a1.js',
    imports: ['_runtime-r1.js', 'index.html', '_shared-s1.js', '_machine-m1.js'],
  },
  '_shared-s1.js': { file: 'assets/shared-s1.js', imports: ['_runtime-r1.js', 'index.html'] },
  '_machine-m1.js': { file: 'assets/machine-m1.js', imports: ['_shared-s1.js'] },
  'src/routes/datasets/datasets-page.tsx': {
    file: 'assets/datasets-page-d1.js',
    imports: ['_shared-s1.js', '_table-t1.js'],
  },
  '_table-t1.js': { file: 'assets/table-t1.js' },
  'src/routes/not-found/not-found-page.tsx': { file: 'assets/not-found-page-n1.js' },
};

describe('pagePreloads', () => {
  it("names the entry's runtime and the signed-in shell with everything it imports, once each", () => {
    expect(pagePreloads(manifest).forPath('/dashboard')).toEqual([
      '/assets/runtime-r1.js',
      '/assets/app-layout-a1.js',
      '/assets/shared-s1.js',
      '/assets/machine-m1.js',
    ]);
  });

  it("adds the page's own module and what it imports beyond the shell, for every address of the page", () => {
    const shell = pagePreloads(manifest).forPath('/dashboard');
    for (const path of ['/datasets', '/datasets/']) {
      expect(pagePreloads(manifest).forPath(path), path).toEqual([
        ...shell,
        '/assets/datasets-page-d1.js',
        '/assets/table-t1.js',
      ]);
    }
  });

  it('adds no page for an address only the catch-all takes (it may be a redirect)', () => {
    expect(pagePreloads(manifest).forPath('/no/such/page')).not.toContain('/assets/not-found-page-n1.js');
    expect(pagePreloads(manifest).forPath('/workspaces')).not.toContain('/assets/not-found-page-n1.js');
  });

  it('leaves the entry itself out: the page loads it with its own script tag', () => {
    expect(pagePreloads(manifest).forPath('/workspaces/list')).not.toContain('/assets/index-e1.js');
  });

  it('gives the public pages only what the entry needs, whatever the trailing slash', () => {
    for (const path of ['/login', '/login/', '/loading-showcase']) {
      expect(pagePreloads(manifest).forPath(path), path).toEqual(['/assets/runtime-r1.js']);
    }
  });

  it('names nothing for a manifest without an entry', () => {
    expect(pagePreloads({ 'x.js': { file: 'assets/x.js' } }).forPath('/dashboard')).toEqual([]);
  });
});
