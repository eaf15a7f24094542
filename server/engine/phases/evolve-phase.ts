import { loadWorks } from '../../literature/related-work-store';
import { droppedCitations, readReport } from '../../literature/session-report';
import { loadIdeas, toIdeaView } from '../engine-store';
import { ideaFamilies, oneOfEachFamily } from '../idea-families';
import { workViews } from '../literature-lookups';
import { EVOLUTION_STRATEGIES } from '../types';
import { citedWorkIds, insertIdeas, type NewIdea } from './insert-ideas';
import { all, type Phase } from './phase';

// Later rounds open with new ideas from the best ones, one of each family of near-duplicates. Children name their parents; parents
// stay as they were; every child plays in this round's tournament. One expansion idea, seeded by
// the meta-review, goes where the ranking has not been.
export const evolvePhase: Phase = async ({ db, agents, ctx, session, step, config, literature }) => {
  const ranked = await loadIdeas(db, session);
  // Two of one family of near-duplicates would evolve the same idea twice: the best of each family.
  const top = oneOfEachFamily(ranked, ideaFamilies(ranked), 3);
  if (top.length === 0) return { message: `Round ${step.round}: nothing to evolve yet` };
  const count = Math.max(2, Math.ceil(config.numberOfIdeas / 4));
  const jobs = Array.from({ length: count }, (_, j) => {
    const strategy = EVOLUTION_STRATEGIES[(j + step.round) % EVOLUTION_STRATEGIES.length];
    const parents = strategy === 'combination' && top.length > 1 ? [top[0], top[1]] : [top[j % top.length]];
    return { strategy, parents };
  });
  const views = ranked.map(toIdeaView);
  // The goal's prior work was found in round one; expansion reads it again rather than searching.
  const goalWorks = await loadWorks(db, readReport(session.literature)?.goalWorkIds ?? []);
  const priorWork = workViews(goalWorks, 'P');
  const [children, expansion] = await Promise.all([
    all(jobs, (job) =>
      agents.evolve({ parents: job.parents.map(toIdeaView), strategy: job.strategy, existing: views }, ctx),
    ),
    agents.generate(
      { strategy: 'expansion', index: config.numberOfIdeas + step.round, existing: views, priorWork },
      ctx,
    ),
  ]);
  const items: NewIdea[] = [
    ...children.map((draft, i) => ({
      draft,
      strategy: `evolve_${jobs[i].strategy}`,
      parentIds: jobs[i].parents.map((p) => p.id),
    })),
    { draft: expansion, strategy: 'expansion', referenceIds: citedWorkIds(expansion, goalWorks) },
  ];
  return {
    write: (tx) => insertIdeas(tx, session, step.round, items),
    literature: droppedCitations(literature.sources, [...children, expansion]),
    message: `Round ${step.round}: evolved ${children.length} ideas from the top ${top.length} (${jobs.map((j) => j.strategy).join(', ')}) and added one expansion`,
  };
};
