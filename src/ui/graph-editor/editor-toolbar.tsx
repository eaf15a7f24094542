import { useRef } from 'react';
import { Button } from '../components/button';

// The editor's commands in one toolbar. Each button names what it does; the save state is read
// out as a status so a screen reader hears "Unsaved changes" and "All changes saved".

export type ToolbarActions = {
  /** Absent where nothing is saved (the load-test sandbox). */
  save?: () => void;
  undo: () => void;
  redo: () => void;
  autoLayout: () => void;
  exportJson: () => void;
  exportImage: (format: 'png' | 'svg') => void;
  importFile: (file: File) => void;
  generate?: () => void;
};

type Props = {
  actions: ToolbarActions;
  readOnly: boolean;
  canUndo: boolean;
  canRedo: boolean;
  saving: boolean;
  laying: boolean;
  saveState: string;
};

export function EditorToolbar({ actions, readOnly, canUndo, canRedo, saving, laying, saveState }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div role="toolbar" aria-label="Graph editor actions" className="flex flex-wrap items-center gap-2">
      {!readOnly && (
        <>
          {actions.save && (
            <Button size="sm" onClick={actions.save} loading={saving} title="Ctrl+S">
              Save workflow
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={actions.undo} disabled={!canUndo} title="Ctrl+Z">
            Undo
          </Button>
          <Button size="sm" variant="secondary" onClick={actions.redo} disabled={!canRedo} title="Ctrl+Shift+Z">
            Redo
          </Button>
          <Button size="sm" variant="secondary" onClick={actions.autoLayout} loading={laying}>
            Auto layout
          </Button>
          {actions.generate && (
            <Button size="sm" variant="secondary" onClick={actions.generate}>
              Generate from a specification
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => fileInput.current?.click()}>
            Import JSON
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            className="hidden"
            aria-label="Graph file to import"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) actions.importFile(file);
              event.target.value = '';
            }}
          />
        </>
      )}
      <Button size="sm" variant="ghost" onClick={actions.exportJson}>
        Export JSON
      </Button>
      <Button size="sm" variant="ghost" onClick={() => actions.exportImage('png')}>
        Export PNG
      </Button>
      <Button size="sm" variant="ghost" onClick={() => actions.exportImage('svg')}>
        Export SVG
      </Button>
      <p role="status" className="ml-auto text-sm text-fg-muted">
        {saveState}
      </p>
    </div>
  );
}
