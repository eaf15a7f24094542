// The changed files as folders and files, for the tree beside the diff: folders first, then files,
// each by name, so the tree reads like a file browser.
import type { VibeChangedFile } from '../../../api/queries/vibe';

export interface TreeFolder {
  kind: 'folder';
  name: string;
  path: string;
  children: TreeNode[];
}

export interface TreeFile {
  kind: 'file';
  name: string;
  path: string;
  file: VibeChangedFile;
}

export type TreeNode = TreeFolder | TreeFile;

const byKindThenName = (a: TreeNode, b: TreeNode) =>
  a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'folder' ? -1 : 1;

function sortTree(nodes: TreeNode[]): TreeNode[] {
  for (const node of nodes) if (node.kind === 'folder') sortTree(node.children);
  return nodes.sort(byKindThenName);
}

export function buildFileTree(files: readonly VibeChangedFile[]): TreeNode[] {
  const root: TreeFolder = { kind: 'folder', name: '', path: '', children: [] };
  for (const file of files) {
    const parts = file.path.split('/').filter(Boolean);
    let folder = root;
    parts.slice(0, -1).forEach((name, i) => {
      const path = parts.slice(0, i + 1).join('/');
      let next = folder.children.find((c): c is TreeFolder => c.kind === 'folder' && c.name === name);
      if (!next) {
        next = { kind: 'folder', name, path, children: [] };
        folder.children.push(next);
      }
      folder = next;
    });
    folder.children.push({ kind: 'file', name: parts.at(-1) ?? file.path, path: file.path, file });
  }
  return sortTree(root.children);
}
