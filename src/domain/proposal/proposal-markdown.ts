// The proposal as Markdown (docs/product.md, "Proposal"): every value from the idea or a work is
// escaped, so it stays text; the references' links are built here, never from markup in the data.
import { escapeMarkdown } from '../text-escape';
import { NOT_GIVEN, percentLabel, referenceText, type Proposal } from './proposal';

/** A DOI as a link target: characters that would end a Markdown link are encoded. */
export const doiUrl = (doi: string) =>
  `https://doi.org/${encodeURI(doi).replace(/[()[\]]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** A link target inside Markdown's (…): spaces and brackets encoded. */
const markdownUrl = (url: string) =>
  url.replace(/[\s()<>[\]]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/** Inside a line (a link's text): the characters of inline markup, not those of a line's start. */
const escapeInline = (text: string) => text.replace(/[\\`*_[\]<>|~]/g, '\\$&');

const cites = (numbers: number[]) => numbers.map((n) => ` \\[${n}\\]`).join('');
const list = (items: string[], numbered = false) =>
  items.length ? items.map((item, i) => `${numbered ? `${i + 1}.` : '-'} ${item}`).join('\n') : NOT_GIVEN;

/** The proposal as Markdown: every value from the idea or a work is escaped, so it stays text. */
export function toMarkdown(proposal: Proposal): string {
  const background = proposal.background.length
    ? proposal.background.map((s) => `${escapeMarkdown(s.text)}${cites(s.cites)}`).join(' ')
    : NOT_GIVEN;
  const aims = proposal.aims.map((a, i) => `**Aim ${i + 1}.** ${escapeMarkdown(a.aim)}`);
  const approach = [
    ...(proposal.approach.length ? [list(proposal.approach.map(escapeMarkdown), true)] : []),
    ...proposal.approachNotes.map(escapeMarkdown),
  ];
  const risks = proposal.risks.map((r) => `${escapeMarkdown(r.risk)} (probability ${percentLabel(r.probability)})`);
  const alternatives = proposal.alternatives ? [`Alternatives: ${escapeMarkdown(proposal.alternatives)}`] : [];
  const references = proposal.references.map((ref) => {
    const link = ref.doi
      ? `[doi:${escapeInline(ref.doi)}](${doiUrl(ref.doi)})`
      : `[${escapeInline(ref.url)}](${markdownUrl(ref.url)})`;
    return `${ref.number}. ${escapeMarkdown(referenceText(ref))} ${link}`;
  });

  return (
    [
      `# ${escapeMarkdown(proposal.title)}`,
      '## Background',
      background,
      '## Hypothesis',
      proposal.hypothesis ? escapeMarkdown(proposal.hypothesis) : NOT_GIVEN,
      '## Specific aims',
      aims.length ? aims.join('\n\n') : NOT_GIVEN,
      '## Approach',
      approach.length ? approach.join('\n\n') : NOT_GIVEN,
      '## Expected outcomes',
      list(proposal.expectedOutcomes.map(escapeMarkdown)),
      '## Risks and alternatives',
      risks.length || alternatives.length
        ? [...(risks.length ? [list(risks)] : []), ...alternatives].join('\n\n')
        : NOT_GIVEN,
      '## References',
      references.length ? references.join('\n') : 'No published work was cited.',
    ].join('\n\n') + '\n'
  );
}
