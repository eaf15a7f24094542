import { describe, expect, it } from 'vitest';
import { workflowDefinitionSchema } from './conversion-schemas';
import type { IdeaToConvert } from './conversion-types';
import { graphProblems } from '../../src/domain/workflow-graph/graph-problems';
import { offlineConversionDraft } from './offline-conversion';

const idea: IdeaToConvert = {
  id: 'idea-1',
  title: 'Nurse-led telemonitoring after discharge',
  summary: 'Daily weight and symptom checks cut readmissions.',
  details: {
    hypothesis: 'Telemonitoring reduces 30-day readmissions.',
    rationale: '',
    methodology: ['Randomize patients at discharge', 'Monitor weight daily for 30 days', 'Compare readmission rates'],
    expectedOutcomes: ['A reduction in readmission rate', 'Shorter time to intervention'],
    resources: [{ name: 'Nurse', type: 'personnel', cost: 40000 }],
    timeline: { totalDuration: 180 },
    risks: [],
    feasibilityAnalysis: { overall: 0.7 },
    methods: ['rct'],
  },
};

describe('offline conversion', () => {
  it('plans the experiment from the idea: its hypothesis, steps, outcomes and the datasets chosen', () => {
    const { experiment, engine } = offlineConversionDraft(idea, ['Count_Person']);
    expect(engine).toBe('offline');
    expect(experiment).toMatchObject({
      name: idea.title,
      hypothesis: idea.details.hypothesis,
      plan: idea.details.methodology,
      expectedOutcomes: idea.details.expectedOutcomes,
      datasets: ['Count_Person'],
    });
    // The outcomes talk about a rate and about time: those measures join the primary effect and the cost.
    expect(experiment.metrics.map((m) => `${m.name}:${m.direction}`)).toEqual([
      'Effect on the primary outcome:maximize',
      'Yield or rate of the main process:maximize',
      'Time to result:minimize',
      'Cost of the experiment:minimize',
    ]);
  });

  it('builds a valid DAG: sources, preparation, one step per method step, evaluation, report', () => {
    const { workflow } = offlineConversionDraft(idea, ['Count_Person', 'Median_Age_Person']);
    expect(workflowDefinitionSchema.parse(workflow.definition)).toEqual(workflow.definition);
    expect(graphProblems(workflow.definition)).toEqual([]);
    expect(workflow.definition.nodes.map((n) => n.kind)).toEqual([
      'data_source',
      'data_source',
      'preparation',
      'method_step',
      'method_step',
      'method_step',
      'evaluation',
      'report',
    ]);
    expect(Object.keys((workflow.inputSchema as { properties: object }).properties)).toEqual(['source_1', 'source_2']);
  });

  it('says where the data comes from when no dataset was chosen, and converts the same way every time', () => {
    const first = offlineConversionDraft(idea, []);
    expect(first.workflow.definition.nodes[0]).toMatchObject({ kind: 'data_source', label: 'Study data' });
    expect(offlineConversionDraft(idea, [])).toEqual(first);
  });

  it("gives every node its kind's parameters, and the evaluation computes the primary metric", () => {
    const draft = offlineConversionDraft(idea, ['Count_Person', 'Median_Age_Person']);
    const byKind = (kind: string) => draft.workflow.definition.nodes.find((n) => n.kind === kind)?.parameters;
    expect(draft.workflow.definition.nodes.every((n) => n.parameters !== undefined)).toBe(true);
    expect(byKind('data_source')).toEqual({ format: 'csv' });
    expect(byKind('preparation')).toEqual({ operation: 'join' });
    expect(byKind('method_step')).toEqual({ seed: 42 });
    expect(byKind('evaluation')).toEqual({
      metric: draft.experiment.metrics[0].name,
      direction: draft.experiment.metrics[0].direction,
    });
    expect(byKind('report')).toEqual({ format: 'markdown' });
    expect(offlineConversionDraft(idea, []).workflow.definition.nodes[1].parameters).toEqual({ operation: 'clean' });
  });
});
