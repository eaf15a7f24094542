// The changed files as a tree of buttons: a folder opens and closes, a file shows its diff. Plain
// buttons in nested lists, so Tab reaches every one and screen readers read the nesting.
import { useMemo, useState } from 'react';
import type { VibeChangedFile } from '../../../api/queries/vibe';
import { Badge, type BadgeTone } from '../../../ui/components/badge';
import { cx } from '../../../ui/components/cx';
import { Icon } from '../../../ui/components/icon';
import { buildFileTree, type TreeFolder, type TreeNode } from './file-tree-model';

const CHANGE: Record<VibeChangedFile['change'], { label: string; tone: BadgeTone }> = {
  added: { label: 'Added', tone: 'success' },
  modified: { label: 'Modified', tone: 'accent' },
  deleted: { label: 'Deleted', tone: 'danger' },
};

export function ChangeBadge({ change }: { change: VibeChangedFile['change'] }) {
  const { tone, label } = CHANGE[change];
  return <Badge tone={tone}>{label}</Badge>;
}

interface TreeProps {
  selected: string | null;
  onSelect: (file: VibeChangedFile) => void;
}

export function VibeFileTree({ files, ...props }: TreeProps & { files: readonly VibeChangedFile[] }) {
  const tree = useMemo(() => buildFileTree(files), [files]);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (path: string) =>
    setClosed((now) => {
      const next = new Set(now);
      if (!next.delete(path)) next.add(path);
      return next;
    });
  return (
    <nav aria-label="Changed files">
      <TreeLevel nodes={tree} closed={closed} onToggle={toggle} {...props} />
    </nav>
  );
}

interface LevelProps extends TreeProps {
  nodes: TreeNode[];
  closed: ReadonlySet<string>;
  onToggle: (path: string) => void;
}

function TreeLevel({ nodes, ...props }: LevelProps) {
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      {nodes.map((node) => (
        <li key={node.path}>
          {node.kind === 'folder' ? <FolderRow folder={node} {...props} /> : <FileRow file={node.file} {...props} />}
        </li>
      ))}
    </ul>
  );
}

const ROW = 'flex w-full min-w-0 items-center gap-2 rounded-ui px-2 py-1 text-left hover:bg-surface-muted';

function FolderRow({ folder, ...props }: Omit<LevelProps, 'nodes'> & { folder: TreeFolder }) {
  const open = !props.closed.has(folder.path);
  return (
    <>
      <button type="button" aria-expanded={open} className={ROW} onClick={() => props.onToggle(folder.path)}>
        <Icon name={open ? 'chevronDown' : 'chevronRight'} size={14} className="shrink-0 text-fg-muted" />
        <Icon name="folder" size={14} className="shrink-0 text-fg-muted" />
        <span className="truncate font-medium">{folder.name}</span>
      </button>
      {open && (
        <div className="ml-3 border-l border-border pl-1">
          <TreeLevel nodes={folder.children} {...props} />
        </div>
      )}
    </>
  );
}

function FileRow({ file, selected, onSelect }: TreeProps & { file: VibeChangedFile }) {
  const name = file.path.split('/').pop() ?? file.path;
  const current = selected === file.path;
  return (
    <button
      type="button"
      aria-current={current ? 'true' : undefined}
      title={file.path}
      className={cx(ROW, current && 'bg-accent-soft text-accent-text')}
      onClick={() => onSelect(file)}
    >
      <Icon name="code" size={14} className="shrink-0 text-fg-muted" />
      <span className="min-w-0 flex-1 truncate">{name}</span>
      <span className="shrink-0 font-mono text-xs tabular-nums">
        <span className="text-success">+{file.additions}</span>{' '}
        <span className="text-danger-text">−{file.deletions}</span>
      </span>
      <ChangeBadge change={file.change} />
    </button>
  );
}
