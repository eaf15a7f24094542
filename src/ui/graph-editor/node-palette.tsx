import { NODE_CATALOGUE, NODE_KIND_IDS, type NodeKind } from '../../domain/workflow-graph/node-catalogue';
import { cx } from '../components/cx';
import { NODE_KINDS } from '../workflow-graph/node-kinds';
import { PALETTE_DRAG_TYPE } from './editor-canvas';

// The kinds of node, each a button: click or Enter adds one in the middle of the view, and a
// drag drops one where the pointer lets go.

export function NodePalette({ onAdd, disabled }: { onAdd: (kind: NodeKind) => void; disabled: boolean }) {
  return (
    <nav aria-label="Node palette" className="flex flex-wrap items-center gap-2">
      <h2 className="text-sm font-semibold">Add a node:</h2>
      <ul className="flex flex-wrap gap-1.5">
        {NODE_KIND_IDS.map((kind) => (
          <li key={kind}>
            <button
              type="button"
              draggable={!disabled}
              disabled={disabled}
              onDragStart={(event) => {
                event.dataTransfer.setData(PALETTE_DRAG_TYPE, kind);
                event.dataTransfer.effectAllowed = 'copy';
              }}
              onClick={() => onAdd(kind)}
              aria-label={`Add ${NODE_CATALOGUE[kind].label} node`}
              title={NODE_CATALOGUE[kind].description}
              className={cx(
                'rounded-ui border-2 px-2.5 py-1 text-sm text-fg disabled:opacity-60',
                NODE_KINDS[kind].className,
              )}
            >
              {NODE_CATALOGUE[kind].label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
