import { ideaFixture } from '../../../tests/support/ui/coscientist-fixtures';
import { relatedWorkFixture } from '../../../tests/support/ui/literature-fixtures';
import { buildProposal, firstSentence, proposalFileName } from './proposal';
import { toMarkdown } from './proposal-markdown';

const IDEA = ideaFixture(1, {
  title: 'Drought-primed *root* microbes',
  summary: 'Prime seedlings with microbes from droughted soil.',
  details: {
    hypothesis: 'Seedlings primed with drought-adapted microbes keep 20% more water.',
    rationale: 'Droughted soils select microbes that help roots hold water.',
    methodology: [
      'Collect soil from droughted plots. Store it at 4 °C.',
      'Isolate and sequence the root microbes',
      'Inoculate seedlings in a greenhouse trial.',
      'Measure leaf water content weekly.',
    ],
    expectedOutcomes: ['A consortium that raises water retention'],
    resources: [{ name: 'Greenhouse bay', type: 'facility', cost: 1200 }],
    timeline: {
      totalDuration: 90,
      phases: [
        { name: 'Sampling', days: 30 },
        { name: 'Trial', days: 60 },
      ],
    },
    risks: [{ risk: 'Microbes fail to colonise roots', probability: 0.3 }],
    feasibilityAnalysis: { overall: 0.7, notes: 'Use a commercial consortium if isolates fail.' },
  },
});
const OVERLAPS = relatedWorkFixture(1, {
  title: 'Root microbiomes under [drought]_stress_',
  authors: ['A. Alpha', 'B. Beta', 'C. Gamma', 'D. Delta'],
  year: 2021,
  venue: 'Nature Microbiology',
  doi: '10.1038/s41564-021-1',
  relation: 'overlaps',
  whyClose: 'It inoculates seedlings with drought-adapted microbes',
  beyond: null,
});
const EXTENDS = relatedWorkFixture(2, {
  title: 'Soil memory of drought',
  authors: ['E. Epsilon'],
  year: null,
  venue: null,
  doi: null,
  url: 'https://openalex.org/W2',
  relation: 'extends',
  whyClose: 'It studies the same soils.',
  beyond: 'It primes seedlings before planting.',
});

describe('buildProposal', () => {
  it('fills every section of the Specific Aims layout from the idea', () => {
    const proposal = buildProposal(IDEA, [OVERLAPS, EXTENDS]);
    expect(proposal.title).toBe('Drought-primed *root* microbes');
    expect(proposal.background[0]).toEqual({
      text: 'Droughted soils select microbes that help roots hold water.',
      cites: [],
    });
    expect(proposal.hypothesis).toBe('Seedlings primed with drought-adapted microbes keep 20% more water.');
    expect(proposal.aims).toEqual([
      { aim: 'Collect soil from droughted plots.', steps: [1, 1] },
      { aim: 'Isolate and sequence the root microbes.', steps: [2, 2] },
      { aim: 'Inoculate seedlings in a greenhouse trial.', steps: [3, 4] },
    ]);
    expect(proposal.approach).toHaveLength(4);
    expect(proposal.approachNotes).toEqual([
      'Timeline: Sampling (30 days), Trial (60 days); 90 days in total.',
      'Resources: Greenhouse bay.',
    ]);
    expect(proposal.expectedOutcomes).toEqual(['A consortium that raises water retention']);
    expect(proposal.risks).toEqual([{ risk: 'Microbes fail to colonise roots', probability: 0.3 }]);
    expect(proposal.alternatives).toBe('Use a commercial consortium if isolates fail.');
  });

  it('numbers citations in the order they are first used, once per work', () => {
    const again = { ...OVERLAPS };
    const proposal = buildProposal(IDEA, [EXTENDS, OVERLAPS, again]);
    expect(proposal.background.slice(1).map((s) => s.cites)).toEqual([[1], [2], [2]]);
    expect(proposal.references.map((r) => [r.number, r.title])).toEqual([
      [1, 'Soil memory of drought'],
      [2, 'Root microbiomes under [drought]_stress_'],
    ]);
    // Told by who did it and what it is called, never by the engine's note on why it is close.
    expect(proposal.background[1].text).toBe(
      'Epsilon studied a related question in “Soil memory of drought”; this idea goes further: it primes seedlings before planting.',
    );
    expect(proposal.background[2].text).toBe(
      'Alpha et al. (2021) already address part of this, in “Root microbiomes under [drought]_stress_”.',
    );
  });

  it('says once what the idea adds, however many works the engine gave the same words', () => {
    const twin = { ...EXTENDS, workId: relatedWorkFixture(3).workId, title: 'Soil memory, again', authors: ['F. Phi'] };
    const proposal = buildProposal(IDEA, [EXTENDS, twin]);
    expect(proposal.background.slice(1).map((s) => s.text)).toEqual([
      'Epsilon studied a related question in “Soil memory of drought”; this idea goes further: it primes seedlings before planting.',
      'Phi studied a related question in “Soil memory, again”.',
    ]);
  });

  it('cites only works the literature sources returned: none, no references', () => {
    const proposal = buildProposal(IDEA, []);
    expect(proposal.references).toEqual([]);
    expect(proposal.background.every((s) => s.cites.length === 0)).toBe(true);
    expect(toMarkdown(proposal)).toContain('## References\n\nNo published work was cited.');
  });

  it('says "Not given." for every section an idea without details leaves empty', () => {
    const bare = ideaFixture(2, { title: 'Bare', summary: '', details: undefined });
    const markdown = toMarkdown(buildProposal(bare, []));
    for (const section of ['Background', 'Hypothesis', 'Specific aims', 'Approach', 'Expected outcomes']) {
      expect(markdown).toContain(`## ${section}\n\nNot given.`);
    }
    expect(markdown).toContain('## Risks and alternatives\n\nNot given.');
  });

  it('gives the alternatives alone when the idea names no risks', () => {
    const idea = ideaFixture(5, { details: { feasibilityAnalysis: { notes: 'Buy the strains.' } } });
    expect(toMarkdown(buildProposal(idea, []))).toContain(
      '## Risks and alternatives\n\nAlternatives: Buy the strains.\n',
    );
  });

  it('falls back to the summary for the background and hypothesis, and makes at most as many aims as steps', () => {
    const idea = ideaFixture(3, { summary: 'Try it.', details: { methodology: ['Only step'] } });
    const proposal = buildProposal(idea, []);
    expect(proposal.background).toEqual([{ text: 'Try it.', cites: [] }]);
    expect(proposal.hypothesis).toBe('Try it.');
    expect(proposal.aims).toEqual([{ aim: 'Only step.', steps: [1, 1] }]);
  });
});

describe('toMarkdown', () => {
  const markdown = toMarkdown(buildProposal(IDEA, [OVERLAPS, EXTENDS]));

  it('has every section, in the Specific Aims order', () => {
    const headings = markdown.split('\n').filter((line) => line.startsWith('#'));
    expect(headings).toEqual([
      '# Drought-primed \\*root\\* microbes',
      '## Background',
      '## Hypothesis',
      '## Specific aims',
      '## Approach',
      '## Expected outcomes',
      '## Risks and alternatives',
      '## References',
    ]);
  });

  it('cites as [n] and lists the references with authors, year, title, venue and DOI link', () => {
    expect(markdown).toContain('Root microbiomes under \\[drought\\]\\_stress\\_”. \\[1\\] Epsilon studied');
    expect(markdown).toContain('before planting. \\[2\\]');
    expect(markdown).toContain(
      '1. A. Alpha, B. Beta, C. Gamma et al. (2021). Root microbiomes under \\[drought\\]\\_stress\\_. Nature Microbiology. [doi:10.1038/s41564-021-1](https://doi.org/10.1038/s41564-021-1)',
    );
    expect(markdown).toContain(
      '2. E. Epsilon. Soil memory of drought. [https://openalex.org/W2](https://openalex.org/W2)',
    );
  });

  it('lists aims, approach, outcomes, risks and alternatives', () => {
    expect(markdown).toContain('**Aim 1.** Collect soil from droughted plots.\n\n**Aim 2.**');
    expect(markdown).toContain('1. Collect soil from droughted plots. Store it at 4 °C.\n2. Isolate');
    expect(markdown).toContain('Timeline: Sampling (30 days), Trial (60 days); 90 days in total.');
    expect(markdown).toContain('- A consortium that raises water retention');
    expect(markdown).toContain('- Microbes fail to colonise roots (probability 30%)');
    expect(markdown).toContain('Alternatives: Use a commercial consortium if isolates fail.');
  });

  it('keeps a title with markup characters as text', () => {
    const idea = ideaFixture(4, { title: '[Click](https://x.invalid) *bold* _it_' });
    expect(toMarkdown(buildProposal(idea, [])).split('\n')[0]).toBe(
      '# \\[Click\\](https://x.invalid) \\*bold\\* \\_it\\_',
    );
  });

  it('encodes a DOI whose parentheses would end the link', () => {
    const work = relatedWorkFixture(5, { doi: '10.1002/(SICI)1097' });
    expect(toMarkdown(buildProposal(IDEA, [work]))).toContain(
      '[doi:10.1002/(SICI)1097](https://doi.org/10.1002/%28SICI%291097)',
    );
  });
});

describe('firstSentence and proposalFileName', () => {
  it('cuts at the first full stop followed by a space, not inside a number', () => {
    expect(firstSentence('Keep at 4.5 °C. Then wait.')).toBe('Keep at 4.5 °C.');
    expect(firstSentence('No stop here')).toBe('No stop here');
  });

  it('names the file after the title in hyphenated lower-case words', () => {
    expect(proposalFileName('Drought-primed *root* microbes')).toBe('drought-primed-root-microbes-proposal.md');
    expect(proposalFileName('Éléments: ±')).toBe('elements-proposal.md');
    expect(proposalFileName('***')).toBe('idea-proposal.md');
  });
});
