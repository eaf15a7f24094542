import { enumWords } from './enum-words';

// The kinds of review the engine writes, as a researcher reads them ("Deep verification").

export const REVIEW_TYPE_LABELS: Record<string, string> = {
  initial: 'Initial',
  full: 'Full',
  deep_verification: 'Deep verification',
  observation: 'Observation',
  simulation: 'Simulation',
  tournament: 'Tournament',
};

export const reviewTypeLabel = (type: string) => REVIEW_TYPE_LABELS[type] ?? enumWords(type);
