import { escapeMarkdown as md } from '../../src/domain/text-escape';
import { links } from './grounding';
import type { IdeaFact } from './research-facts';

// How the offline assistant writes an idea and its numbers: a link the SPA routes to, scores to
// two decimals, money in dollars. Titles are the user's data: escaped, never markup.

export const ideaLink = (idea: IdeaFact) => `[${md(idea.title)}](${links.idea(idea.workspaceId, idea.id)})`;
export const two = (x: number) => x.toFixed(2);
export const money = (x: number) => `$${Math.round(x).toLocaleString('en-US')}`;
