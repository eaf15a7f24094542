import type { WorkflowNode } from '../../api/types';

// How each kind of workflow node is named and coloured, in the graph and its legend.

export const NODE_KINDS: Record<WorkflowNode['kind'], { label: string; className: string }> = {
  data_source: { label: 'Data source', className: 'border-sky-500 bg-sky-50 dark:bg-sky-950' },
  preparation: { label: 'Preparation', className: 'border-amber-500 bg-amber-50 dark:bg-amber-950' },
  method_step: { label: 'Method step', className: 'border-violet-500 bg-violet-50 dark:bg-violet-950' },
  evaluation: { label: 'Evaluation', className: 'border-emerald-500 bg-emerald-50 dark:bg-emerald-950' },
  report: { label: 'Report', className: 'border-rose-500 bg-rose-50 dark:bg-rose-950' },
};
