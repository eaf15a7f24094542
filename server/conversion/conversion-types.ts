import type { IdeaDetails } from '../engine/types';
import type { ExperimentMetric, WorkflowDefinition } from './conversion-schemas';

// What conversion builds for one idea before anything is written: the experiment and the
// workflow drafts, and which engine wrote them (docs/product.md, "Conversion").

export interface IdeaToConvert {
  id: string;
  title: string;
  summary: string;
  details: IdeaDetails;
}

export interface ExperimentDraft {
  name: string;
  hypothesis: string;
  plan: string[];
  expectedOutcomes: string[];
  metrics: ExperimentMetric[];
  datasets: string[];
}

export interface WorkflowDraft {
  name: string;
  description: string;
  tags: string[];
  definition: WorkflowDefinition;
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown>;
}

export interface ConversionDraft {
  engine: 'offline' | 'model';
  experiment: ExperimentDraft;
  workflow: WorkflowDraft;
}

/** Builds an idea's drafts: the offline builder, or a model when one is configured. */
export type ConversionBuilder = (
  idea: IdeaToConvert,
  datasets: string[],
  signal: AbortSignal,
) => Promise<ConversionDraft>;
