import type { ConversionBuilder, ConversionDraft, IdeaToConvert } from './conversion-types';
import { metricsFor } from './experiment-metrics';
import { offlineWorkflow } from './offline-workflow';

// Conversion with no model: the experiment and its workflow follow from the idea's own details,
// deterministically, so the same idea always converts the same way.

export function offlineConversionDraft(idea: IdeaToConvert, datasets: string[]): ConversionDraft {
  const d = idea.details;
  const metrics = metricsFor(idea);
  return {
    engine: 'offline',
    experiment: {
      name: idea.title,
      hypothesis: d.hypothesis || idea.summary || idea.title,
      plan: d.methodology.length > 0 ? d.methodology : [idea.summary || idea.title],
      expectedOutcomes: d.expectedOutcomes,
      metrics,
      datasets,
    },
    workflow: offlineWorkflow(idea, datasets, metrics[0]),
  };
}

export const offlineConversion: ConversionBuilder = async (idea, datasets) => offlineConversionDraft(idea, datasets);
