import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ExperimentLineage } from '../../../api/queries/research-objects';
import { formatValue } from '../../../ui/charts/chart-format';
import { RunStatusBadge } from '../../shared/run-status-badge';

// Each link of an experiment's lineage (docs/product.md, "Research objects out"): what it is, in
// words, with a link to where it lives. A link that is missing says so rather than vanishing.

// Underlined, so a link inside a sentence is told from its text without colour.
const LINK = 'text-accent-text underline underline-offset-2 hover:decoration-2';
const SHOWN = 3;

export interface StepProps {
  lineage: ExperimentLineage;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const ideaPath = ({ lineage }: StepProps) =>
  lineage.idea && `/workspaces/${lineage.workspaceId}/ideas/${lineage.idea.id}`;

function Missing({ children }: { children: ReactNode }) {
  return <p className="text-fg-muted">{children}</p>;
}

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer noopener" className={LINK}>
      {children}
    </a>
  );
}

export function IdeaStep(props: StepProps) {
  const { idea } = props.lineage;
  if (!idea) return <Missing>The idea has since been deleted with its goal.</Missing>;
  return (
    <Link to={ideaPath(props)!} className={`${LINK} font-medium`}>
      {idea.title}
    </Link>
  );
}

export function JudgementStep(props: StepProps) {
  const { reviews, matches, literature } = props.lineage;
  const path = ideaPath(props);
  const researchers = (n: number, words: string) => (n > 0 ? `, ${n} ${words}` : '');
  const mean = reviews.meanScore === null ? '' : `, ${reviews.meanScore.toFixed(1)} / 5 on average`;
  return (
    <div className="flex flex-col gap-1">
      <p>
        {plural(reviews.count, 'review')}
        {researchers(reviews.byResearchers, 'by a researcher')}
        {mean}. {plural(matches.count, 'match', 'matches')}
        {researchers(matches.byResearchers, 'judged by a researcher')}: {matches.wins} won, {matches.losses} lost,{' '}
        {matches.draws} drawn.
      </p>
      {path && (
        <Link to={path} className={LINK}>
          Read the reviews and matches
        </Link>
      )}
      <p className="mt-1 text-fg-muted">
        {literature.length === 0
          ? 'No published work was read.'
          : `Judged against ${plural(literature.length, 'work')}:`}
      </p>
      {literature.length > 0 && (
        <ul aria-label="Literature" className="flex list-disc flex-col gap-1 pl-5">
          {literature.slice(0, SHOWN).map((work) => (
            <li key={work.url} className="break-words">
              <External href={work.url}>{work.title}</External>
              {work.year !== null && <span className="text-fg-muted"> ({work.year})</span>}
            </li>
          ))}
          {literature.length > SHOWN && <li className="text-fg-muted">and {literature.length - SHOWN} more</li>}
        </ul>
      )}
    </div>
  );
}

export function WorkflowStep({ lineage }: StepProps) {
  const { workflow } = lineage;
  if (!workflow) return <Missing>No workflow is linked to this experiment.</Missing>;
  return (
    <Link to={`/workspaces/${lineage.workspaceId}/workflows/${workflow.id}/graph`} className={LINK}>
      {workflow.name}
    </Link>
  );
}

const KIND_WORDS = { catalogue: 'Catalogue', upload: 'Upload', named: 'Named in the plan, nothing attached' };

export function DataStep({ lineage }: StepProps) {
  if (lineage.datasets.length === 0) return <Missing>No datasets: the study collects its own data.</Missing>;
  return (
    <ul aria-label="Datasets" className="flex flex-col gap-2">
      {lineage.datasets.map((d) => (
        <li key={d.id ?? d.name} className="break-words">
          {d.id ? (
            <Link to={`/datasets/${encodeURIComponent(d.id)}`} className={LINK}>
              {d.name}
            </Link>
          ) : (
            <span>{d.name}</span>
          )}
          <span className="block text-xs text-fg-muted">
            {KIND_WORDS[d.kind]}
            {d.licence && ` · Licence: ${d.licence}`}
          </span>
          {d.url && <External href={d.url}>Landing page</External>}
        </li>
      ))}
    </ul>
  );
}

export function CodeStep(props: StepProps) {
  const { code } = props.lineage;
  if (!code) return <Missing>No code has been written for this idea yet.</Missing>;
  return (
    <div className="flex flex-col gap-1 break-words">
      <p>
        {code.name} <span className="text-fg-muted">({code.language})</span>
      </p>
      <Link to={ideaPath(props)!} className={LINK}>
        Open the coding session
      </Link>
      {code.pullRequestUrl && <External href={code.pullRequestUrl}>Pull request</External>}
    </div>
  );
}

const runPath = (lineage: ExperimentLineage, runId: string) =>
  `/workspaces/experiments/${lineage.experimentId}/runs/${runId}`;

export function RunsStep({ lineage }: StepProps) {
  if (lineage.runs.length === 0) return <Missing>No runs yet.</Missing>;
  return (
    <div className="flex flex-col gap-1">
      <ul aria-label="Runs" className="flex flex-col gap-1">
        {lineage.runs.slice(0, SHOWN).map((run) => (
          <li key={run.id} className="flex flex-wrap items-center gap-2">
            <Link to={runPath(lineage, run.id)} className={LINK}>
              {run.name}
            </Link>
            <RunStatusBadge status={run.status} />
          </li>
        ))}
      </ul>
      {lineage.runTotal > SHOWN && <p className="text-fg-muted">{plural(lineage.runTotal, 'run')} in all</p>}
    </div>
  );
}

export function ResultStep({ lineage }: StepProps) {
  const { result } = lineage;
  if (!result) return <Missing>No run has logged the primary metric yet.</Missing>;
  const best = result.direction === 'maximize' ? 'highest' : 'lowest';
  return (
    <p>
      The {best} {result.metric}, <strong>{formatValue(result.value)}</strong>, in run{' '}
      <Link to={runPath(lineage, result.runId)} className={`${LINK} whitespace-nowrap`}>
        {result.runName}
      </Link>
    </p>
  );
}
