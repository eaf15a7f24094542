// The shapes of the offline engine's method library (methods.ts): costs are typical USD for a
// small academic project, durations in days; `{topic}` in a step or outcome is replaced by the
// goal's key phrase.

export type MethodFamily =
  | 'experimental'
  | 'causal'
  | 'observational'
  | 'synthesis'
  | 'computational'
  | 'laboratory'
  | 'qualitative'
  | 'engineering';
export type ResourceType = 'personnel' | 'equipment' | 'compute' | 'data' | 'materials' | 'services';

export interface ResearchMethod {
  id: string;
  name: string;
  family: MethodFamily;
  /** Words of the fields where the method is at home, for matching a goal. */
  keywords: string[];
  steps: string[];
  outcomes: string[];
  resources: Array<{ name: string; type: ResourceType; cost: number }>;
  durationDays: number;
  risks: Array<{ risk: string; probability: number }>;
  /** How strong a claim the method supports, 0–1 (a trial beats a survey). */
  rigor: number;
}

export type MethodRow = [
  string,
  string,
  MethodFamily,
  string,
  string[],
  string[],
  Array<[string, ResourceType, number]>,
  number,
  Array<[string, number]>,
  number,
];
