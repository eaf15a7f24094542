import { scoreOutOfFive } from '../../src/domain/scoring';
import { escapeMarkdown as md } from '../../src/domain/text-escape';
import { links } from './grounding';
import type { IdeaFact } from './research-facts';

// How the offline assistant writes an idea and its numbers: a link the SPA routes to, scores out
// of 5 as every screen shows them, probabilities to two decimals, money in dollars. Titles are the user's data: escaped, never markup.

export const ideaLink = (idea: IdeaFact) => `[${md(idea.title)}](${links.idea(idea.workspaceId, idea.id)})`;
export const two = (x: number) => x.toFixed(2);
/** A review score (0–1 on the wire) as the screens show it: "4.2/5". */
export const outOfFive = (x: number) => `${scoreOutOfFive(x).toFixed(1)}/5`;
export const money = (x: number) => `$${Math.round(x).toLocaleString('en-US')}`;
