import { README_RUNNING_A_MODEL } from '../../src/domain/administrator-help';
import { escapeMarkdown as md } from '../../src/domain/text-escape';
import { plainSentences } from '../engine/story/plain-sentences';
import { catalogueAnswer, searchCatalogue } from './catalogue-answer';
import type { IdeaDatasets } from './dataset-facts';
import { links } from './grounding';
import { ideaLink, money, two } from './idea-format';
import { isDataQuestion } from './intents';
import type { IdeaFact, ResearchFacts } from './research-facts';

// The offline assistant's answers about one idea (what to do next, the data to test it with), about
// the session (its meta-review) and the setup (a model). Comparing two ideas is compare-ideas.ts.

export function metaReviewAnswer(facts: ResearchFacts): string {
  const review = facts.metaReview;
  if (!review) return 'No session here has a meta-review yet: it is written at the end of each round.';
  const sentences = plainSentences(review.text);
  return [
    `**Meta-review** of [${md(review.sessionName)}](${links.session(review.workspaceId, review.sessionId)}), in short:`,
    ...sentences.slice(0, 4).map((s) => `- ${md(s)}`),
  ].join('\n');
}

export function nextStepsAnswer(idea: IdeaFact | null): string {
  if (!idea) return 'There is no idea to plan for yet: start a Co-Scientist session from a research goal.';
  const ideasPage = `/workspaces/ideas/${idea.sessionId}`;
  const byStatus: Record<string, string> = {
    generated: `Read its reviews and, if it holds up, select it on [the ideas list](${ideasPage}).`,
    reviewed: `Select it on [the ideas list](${ideasPage}) so it can be converted.`,
    selected: `Convert it into an experiment with a workflow from [the ideas list](${ideasPage}) (Convert in the actions bar).`,
    converted: 'It is converted: open its experiment and workflow from [Experiments](/workspaces/experiments).',
    archived: 'It is archived: restore it to generated from its page if you want to pursue it.',
  };
  const risk = idea.worstRisk
    ? `De-risk first: "${md(idea.worstRisk.risk)}" (p = ${two(idea.worstRisk.probability)}) is its largest risk; design the first step to test it.`
    : 'No risk is recorded for it: write down what would make it fail before you start.';
  return [
    `**Next steps for** ${ideaLink(idea)} (status ${idea.status}):`,
    `1. ${byStatus[idea.status] ?? byStatus.generated}`,
    `2. ${risk}`,
    `3. Start with: ${md(idea.steps[0] ?? 'the first step of its methodology')}${idea.steps[1] ? `, then ${md(idea.steps[1].charAt(0).toLowerCase() + idea.steps[1].slice(1))}` : ''}.`,
    `4. Budget about ${money(idea.cost)} and ${idea.durationDays} days, as its plan estimates.`,
  ].join('\n');
}

/** A dataset's page in the app: the catalogue's slug or the upload's id. */
const datasetPage = (id: string) => `/datasets/${encodeURIComponent(id)}`;

export function datasetsAnswer(idea: IdeaFact | null, query: string, found?: IdeaDatasets | null): string {
  if (!idea) {
    // Nothing to match yet, but the question's own words may name the data it is after.
    const matches = isDataQuestion(query) ? searchCatalogue(query) : [];
    if (matches.length === 0) return 'Open an idea, or run a session first, and I will match datasets to it.';
    return `There is no idea here to match yet, so I searched the catalogue for your words.\n\n${catalogueAnswer(matches)}`;
  }
  const words = found?.searchFor.length
    ? ` Search the [dataset catalogue](/datasets) for ${found.searchFor.map((w) => `"${md(w)}"`).join(', ')}, or upload your own data.`
    : ' Upload your own data from [Datasets](/datasets).';
  if (!found || found.datasets.length === 0)
    return `Nothing in the dataset catalogue or your uploads fits ${ideaLink(idea)} well enough to suggest.${words}`;
  return [
    `**Datasets that fit** ${ideaLink(idea)}${idea.field ? ` (${md(idea.field.name)})` : ''}:`,
    ...found.datasets.map(
      (d) =>
        `- [${md(d.name)}](${datasetPage(d.id)})${d.kind === 'upload' ? ' (your upload)' : ''}, ${Math.round(d.relevance * 100)}% relevant: ${md(d.reason)}`,
    ),
    "Check each one's licence and coverage against the idea's outcomes before you rely on it.",
  ].join('\n');
}

export function configureModelAnswer(): string {
  return [
    '**To use a language model**, your administrator connects Labforge to a model server that speaks the OpenAI API:',
    '- one you run yourselves, such as Ollama, vLLM, llama.cpp or LM Studio',
    '- or a hosted one, such as OpenAI or OpenRouter, with its key',
    `Each agent (generation, review, ranking, the assistant) can use its own model: see ${README_RUNNING_A_MODEL}. Once one is connected, the assistant badge names the model instead of the offline engine.`,
  ].join('\n');
}
