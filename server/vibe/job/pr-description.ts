import { chooseLanguage, LANGUAGE_NAMES, type ProjectLanguage } from '../language';
import type { ProjectRoot } from '../repo/project-root';
import { runCommands } from '../run-commands';
import type { ProjectPlan, VibeBrief, VibeChangedFile, VibeCheck } from '../vibe-types';

// The pull request's description in Markdown: what was built, how to run it, the checks as they
// came out (failures with the end of their output), and what is left to a human. Paths are the
// repository's: a project in a folder of its own is named with its folder, and run from there.

export interface DescriptionInput {
  brief: VibeBrief;
  plan: ProjectPlan;
  files: VibeChangedFile[];
  checks: VibeCheck[];
  engineLabel: string;
  commits: number;
  /** Where the project lives in the repository. */
  project: ProjectRoot;
}

const FAILURE_TAIL = 2_000;
const languageName = (language: string) => LANGUAGE_NAMES[language as ProjectLanguage] ?? language;

function built({ brief, plan, files, engineLabel, commits, project }: DescriptionInput): string[] {
  const from = brief.workflow
    ? `the steps of its workflow "${brief.workflow.name}"`
    : brief.methodology.length > 0
      ? "the idea's methodology"
      : "the idea's summary";
  const planPath = project.toRepo('PLAN.md');
  // The job's own files say what they are too (the .gitignore: in a project folder of its own).
  const purposes = new Map([
    ...plan.files.map((f): [string, string] => [project.toRepo(f.path), f.purpose]),
    ...(project.root ? [[project.toRepo('.gitignore'), 'what git leaves out'] as [string, string]] : []),
    [planPath, 'the plan'],
  ]);
  return [
    '## What was built',
    '',
    brief.summary,
    '',
    `A ${languageName(plan.language)} project for "${brief.title}", written by the ${engineLabel} from ${from}: ` +
      `${files.length} files in ${commits} commits. ${planPath} holds the plan.`,
    '',
    ...files.map((f) => {
      const purpose = purposes.get(f.path);
      return `- \`${f.path}\` (${f.change}, +${f.additions}/-${f.deletions})${purpose ? `: ${purpose}` : ''}`;
    }),
  ];
}

function howToRun(plan: ProjectPlan, project: ProjectRoot): string[] {
  const entry = plan.files.find((f) => f.kind === 'entry')?.path ?? null;
  const commands = runCommands(plan.language, entry);
  return [
    '## How to run it',
    '',
    '```sh',
    ...(project.root ? [`cd ${project.root}`] : []),
    commands.test,
    ...(commands.run ? [commands.run] : []),
    '```',
    '',
    `${project.toRepo('README.md')} says where each dataset goes.`,
  ];
}

function checksTable(checks: VibeCheck[]): string[] {
  const rows = checks.map((c) => `| ${c.name} | ${c.status} | ${c.summary.replace(/\|/g, '\\|')} |`);
  const failures = checks
    .filter((c) => c.status === 'failed' && c.output)
    .flatMap((c) => [
      '',
      `<details><summary>${c.name}: output</summary>`,
      '',
      '```',
      c.output.slice(-FAILURE_TAIL),
      '```',
      '',
      '</details>',
    ]);
  return ['## Checks', '', '| Check | Result | Summary |', '| --- | --- | --- |', ...rows, ...failures];
}

function leftToHuman({ brief, checks, project }: DescriptionInput): string[] {
  const note = chooseLanguage(brief.customInstructions).note;
  const items = [
    ...(note ? [note] : []),
    ...checks.filter((c) => c.status === 'failed').map((c) => `Make the failing check pass: ${c.name} (${c.summary}).`),
    ...checks.filter((c) => c.status === 'skipped').map((c) => `Run the skipped check: ${c.name} (${c.summary}).`),
    ...brief.datasets.map(
      (d) => `Fetch the dataset ${d.name}${d.url ? ` from ${d.url}` : ''} into ${project.toRepo('data')}/.`,
    ),
    ...brief.risks.map((risk) => `Weigh a risk the code does not settle: ${risk}.`),
    'Review the code against the study design before relying on its numbers.',
  ];
  return ['## Left to a human', '', ...items.map((item) => `- ${item}`)];
}

export function pullRequestDescription(input: DescriptionInput): string {
  return [
    ...built(input),
    '',
    ...howToRun(input.plan, input.project),
    '',
    ...checksTable(input.checks),
    '',
    ...leftToHuman(input),
    '',
  ].join('\n');
}
