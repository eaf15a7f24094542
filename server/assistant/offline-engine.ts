import { README_RUNNING_A_MODEL } from '../../src/domain/administrator-help';
import { escapeMarkdown as md } from '../../src/domain/text-escape';
import { tokenize } from '../relevance/tokens';
import { catalogueAnswer } from './catalogue-answer';
import { abortable, wordDeltas, type AnswerEngine, type AnswerInput, type Pace } from './answer-engine';
import { draftFormFields } from './form-draft';
import { describeGrounding, links, type Grounding } from './grounding';
import { answerIntents } from './intent-answers';
import { fieldUpdateEvent, isDataQuestion, type FieldUpdate } from './intents';

// The assistant with no model: deterministic, no network, and honest about it. It answers from
// the user's workspace (goals, sessions, best ideas, with links), drafts forms from the user's
// words and points at catalogue data. It does not pretend to reason about the science.

export const OFFLINE_NOTE =
  '_Offline engine: no language model is configured, so this answer is assembled from your workspace and the dataset catalogue, not generated._';

/** What the offline engine says when a question is none it can answer from the user's data. */
export const OFFLINE_LIMITS = `Offline I can answer from your data: your best, most novel, most feasible or riskiest ideas, a comparison of two ideas, a session's meta-review, next steps for an idea, datasets that fit an idea, and how to configure a model. I can also fill the goal form or find public data on a topic. Anything else needs reasoning I cannot do without a model: your administrator can connect one (see ${README_RUNNING_A_MODEL}).`;

export function createOfflineEngine(pace: Pace): AnswerEngine {
  return {
    metadata: { engine: 'offline' },
    async *answer(input) {
      const updates = input.plan.fill ? draftFormFields(input.plan.fill, input.query, input.grounding) : [];
      const text = composeAnswer(input, updates);
      yield { eventType: 'status', data: { status: 'thinking', message: 'Writing the answer (offline engine)' } };
      let index = 0;
      for (const delta of wordDeltas(text)) {
        await abortable(pace(index++, input.signal), input.signal);
        yield { eventType: 'content', data: { content: delta } };
      }
      if (updates.length > 0) yield fieldUpdateEvent(updates);
    },
  };
}

export function composeAnswer(input: AnswerInput, updates: FieldUpdate[]): string {
  const { grounding: g, plan } = input;
  const parts = [OFFLINE_NOTE];
  if (plan.fill) {
    if (updates.length === 0) {
      parts.push(
        'Tell me what the goal is about (for example: "fill the goal form for soil microbes and drought resilience") and I will draft the form.',
      );
    } else {
      const labels = new Map(plan.fill.fields.map((f) => [f.name, f.label ?? f.name]));
      parts.push(
        'I drafted the form from your words:',
        // Drafted from the user's words and workspace: text in the answer, not markup.
        updates.map((u) => `- **${md(labels.get(u.field))}**: ${md(u.value)}`).join('\n'),
        'Check the fields before you save: nothing is saved until you do.',
      );
    }
  } else if (plan.intents.length > 0 && input.facts) {
    parts.push(...answerIntents(plan.intents, input.facts, input.query));
  } else if (isDataQuestion(input.query)) {
    parts.push(catalogueAnswer(plan.datasets));
  } else {
    parts.push(...workspaceAnswer(input.query, g));
  }
  if (!g.workspace)
    parts.push('This chat is not tied to a workspace yet: open one and I will answer from its goals and ideas.');
  return parts.join('\n\n');
}

function workspaceAnswer(query: string, g: Grounding): string[] {
  if (!g.workspace) return [describeGrounding(g).join('\n')];
  const wid = g.workspace.id;
  const related = relatedItems(query, [
    ...g.goals.map((goal) => ({
      text: `${goal.title} ${goal.description}`,
      line: `- Goal [${md(goal.title)}](${links.goals(wid)})`,
    })),
    ...g.topIdeas.map((idea) => ({
      text: `${idea.title} ${idea.summary}`,
      line: `- Idea [${md(idea.title)}](${links.idea(wid, idea.id)})`,
    })),
  ]);
  const parts = related.length > 0 ? ['Most related to your question:\n' + related.join('\n')] : [];
  parts.push(describeGrounding(g).join('\n'));
  if (g.goals.length === 0)
    parts.push(
      `This workspace has no research goals yet: [add one](${links.goals(wid)}), or ask me to fill the goal form.`,
    );
  else if (g.topIdeas.length === 0)
    parts.push('No ideas are ranked yet: start a Co-Scientist session from a goal to generate and rank some.');
  parts.push(OFFLINE_LIMITS);
  return parts;
}

/** Items sharing words with the query, most shared first, at most three. */
function relatedItems(query: string, items: { text: string; line: string }[]): string[] {
  const words = new Set(tokenize(query));
  return items
    .map((item) => ({ line: item.line, shared: new Set(tokenize(item.text).filter((w) => words.has(w))).size }))
    .filter((item) => item.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, 3)
    .map((item) => item.line);
}
