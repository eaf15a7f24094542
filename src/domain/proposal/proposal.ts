import { fileSlug } from '../file-slug';

// An idea as a one-page proposal in the Specific Aims layout (docs/product.md, "Proposal"): built
// in the browser from what the idea page already reads, the idea and its related work. Every
// reference is a work the literature sources returned; nothing is invented, and a section the
// idea says nothing about says so.
/** What the proposal reads of an idea (the API's Idea). */
export interface ProposalIdea {
  title: string;
  summary: string;
  details?: {
    hypothesis?: string;
    rationale?: string;
    methodology?: string[];
    expectedOutcomes?: string[];
    resources?: { name: string }[];
    timeline?: { totalDuration?: number; phases?: { name: string; days: number }[] };
    risks?: { risk: string; probability: number }[];
    feasibilityAnalysis?: { notes?: string };
  };
}

/** What the proposal reads of a related work (the API's RelatedWork): one a literature source returned. */
export interface ProposalWork {
  workId: string;
  title: string;
  authors: string[];
  year: number | null;
  venue: string | null;
  doi: string | null;
  url: string;
  relation: 'overlaps' | 'extends';
  beyond: string | null;
}

/** One sentence of the Background and the references it cites, by number. */
export interface BackgroundSentence {
  text: string;
  cites: number[];
}

export interface ProposalReference {
  number: number;
  authors: string;
  year: number | null;
  title: string;
  venue: string | null;
  doi: string | null;
  /** The DOI link when there is a DOI, else the source's page. */
  url: string;
}

export interface ProposalAim {
  /** One sentence. */
  aim: string;
  /** The methodology steps it covers, 1-based and inclusive. */
  steps: [number, number];
}

export interface ProposalRisk {
  risk: string;
  probability: number;
}

export interface Proposal {
  title: string;
  background: BackgroundSentence[];
  hypothesis: string | null;
  aims: ProposalAim[];
  approach: string[];
  /** Timeline and resources, as one line each, when the idea gives them. */
  approachNotes: string[];
  expectedOutcomes: string[];
  risks: ProposalRisk[];
  /** The idea's feasibility notes: what it says about getting round its risks. */
  alternatives: string | null;
  references: ProposalReference[];
}

export const NOT_GIVEN = 'Not given.';
const MAX_AIMS = 3;
const AUTHORS_SHOWN = 3;

/** The first sentence of a text: up to its first full stop, question or exclamation mark. */
export function firstSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const match = /^.*?[.!?](?=\s|$)/.exec(trimmed);
  return match ? match[0] : trimmed;
}

export const withStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** 'A, B, C et al.': the first three authors, then a nod to the rest. */
/** How a sentence names a work's authors: "Alpha et al. (2021)", "Epsilon", or "Earlier work". */
function citedAs(work: ProposalWork): string {
  const first = work.authors[0]?.trim();
  const surname = first ? (first.split(/\s+/).at(-1) ?? first) : null;
  const who = !surname ? 'Earlier work' : work.authors.length > 1 ? `${surname} et al.` : surname;
  return work.year === null ? who : `${who} (${work.year})`;
}

const withoutStop = (text: string) => text.trim().replace(/[.!?]+$/, '');
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function referenceAuthors(authors: readonly string[]): string {
  const shown = authors.slice(0, AUTHORS_SHOWN).join(', ');
  return authors.length > AUTHORS_SHOWN ? `${shown} et al.` : shown;
}

/**
 * Up to three aims from the methodology: its steps split into as many even groups, each aim the
 * first sentence of its group's first step.
 */
function aimsOf(steps: readonly string[]): ProposalAim[] {
  const count = Math.min(MAX_AIMS, steps.length);
  return Array.from({ length: count }, (_, i) => {
    const from = Math.floor((i * steps.length) / count);
    const to = Math.floor(((i + 1) * steps.length) / count);
    return { aim: withStop(firstSentence(steps[from])), steps: [from + 1, to] as [number, number] };
  });
}

/** Timeline and resources, one line each, when the idea gives them. */
function approachNotesOf(details: NonNullable<ProposalIdea['details']>): string[] {
  const notes: string[] = [];
  const timeline = details.timeline;
  const total = timeline?.totalDuration !== undefined ? `${timeline.totalDuration} days in total` : '';
  if (timeline?.phases?.length) {
    const phases = timeline.phases.map((p) => `${p.name} (${p.days} days)`).join(', ');
    notes.push(`Timeline: ${phases}${total && `; ${total}`}.`);
  } else if (total) {
    notes.push(`Timeline: ${total}.`);
  }
  if (details.resources?.length) notes.push(`Resources: ${details.resources.map((r) => r.name).join(', ')}.`);
  return notes;
}

export function buildProposal(idea: ProposalIdea, relatedWork: readonly ProposalWork[]): Proposal {
  const details = idea.details ?? {};
  const numbers = new Map<string, number>();
  const references: ProposalReference[] = [];
  // Numbered in the order they are first cited.
  const cite = (work: ProposalWork) => {
    let number = numbers.get(work.workId);
    if (number === undefined) {
      number = references.length + 1;
      numbers.set(work.workId, number);
      references.push({
        number,
        authors: referenceAuthors(work.authors),
        year: work.year,
        title: work.title,
        venue: work.venue,
        doi: work.doi,
        url: work.url,
      });
    }
    return number;
  };

  const opening = (details.rationale || idea.summary).trim();
  const background: BackgroundSentence[] = opening ? [{ text: opening, cites: [] }] : [];
  // Each work is told by who did it and what it is called: the engine's note on why it is close
  // is a reviewer's aside, not a proposal's sentence. What this idea adds is kept.
  // What the idea adds is said once: the engine often gives several works the same.
  const said = new Set<string>();
  for (const work of relatedWork) {
    const number = cite(work);
    const who = citedAs(work);
    const beyond = work.beyond?.trim() ?? '';
    const further = beyond && !said.has(beyond) ? beyond : null;
    if (further) said.add(further);
    const text =
      work.relation === 'overlaps'
        ? `${who} already address part of this, in “${withoutStop(work.title)}”.`
        : further
          ? `${who} studied a related question in “${withoutStop(work.title)}”; this idea goes further: ${lowerFirst(withStop(further))}`
          : `${who} studied a related question in “${withoutStop(work.title)}”.`;
    background.push({ text, cites: [number] });
  }

  const steps = (details.methodology ?? []).map((s) => s.trim()).filter(Boolean);
  return {
    title: idea.title,
    background,
    hypothesis: details.hypothesis?.trim() || idea.summary.trim() || null,
    aims: aimsOf(steps),
    approach: steps,
    approachNotes: approachNotesOf(details),
    expectedOutcomes: (details.expectedOutcomes ?? []).map((o) => o.trim()).filter(Boolean),
    risks: (details.risks ?? []).map((r) => ({ risk: r.risk, probability: r.probability })),
    alternatives: details.feasibilityAnalysis?.notes?.trim() || null,
    references,
  };
}

export const percentLabel = (probability: number) => `${Math.round(probability * 100)}%`;

/** 'Authors (year). Title. Venue.' as plain text, as far as the source knew it. */
export function referenceText(ref: ProposalReference): string {
  const who = [ref.authors, ref.year !== null ? `(${ref.year})` : ''].filter(Boolean).join(' ');
  return [who && withStop(who), withStop(ref.title), ref.venue ? withStop(ref.venue) : ''].filter(Boolean).join(' ');
}

/** The file name of the idea's proposal: its title in lower-case words, hyphenated. */
export function proposalFileName(title: string): string {
  return `${fileSlug(title) || 'idea'}-proposal.md`;
}
