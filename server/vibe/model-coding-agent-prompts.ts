import { MAX_PLANNED_FILES, PLAN_FILE } from './model-coding-agent-schemas';

// The coding model's prompts as templates: {name} slots are filled per call (fillTemplate), and
// the agents gallery shows the templates as they are here. Task lines start with 'TASK:' so logs
// and test stubs can tell the calls apart, as the Co-Scientist's prompts do.

export const CODING_SYSTEM_TEMPLATE = `You are the coding agent of Labforge, a research platform. You turn a scientist's research idea into a small experiment project in a git repository, as a careful research engineer would.
Write plain, working code: no placeholders that pretend to work, no network access at run time except the optional run logging to Labforge described in the plan task, no secrets or credentials. Where the data cannot be known yet, make the code read it from the attached datasets or generate a clearly labelled synthetic stand-in so everything runs.
Tests must run offline with the language's standard test runner (pytest or unittest for Python) and finish in seconds.
The project's language is Python unless the scientist's instructions ask for another one.`;

export const CODING_PLAN_TEMPLATE = `TASK: plan
{brief}

Plan the experiment project. List every file to write, at most ${MAX_PLANNED_FILES}, each with:
- path: relative to the repository root, forward slashes, no "..", not absolute;
- kind: readme, code, data, test, deps, entry or config;
- purpose: one line saying why the file exists.
Include a module for each workflow step and each methodology step, a data-loading module for the attached datasets, tests, a dependency file (requirements.txt for Python) and a runnable entry point (main.py for Python).
Include a tracking module the entry point uses to log its run to Labforge, with the language's standard library only (urllib.request in Python, fetch in Node): only when the environment has LABFORGE_TOKEN and LABFORGE_EXPERIMENT_ID (and LABFORGE_URL, default http://127.0.0.1:8080), it sends POST <url>/v1/experiments/<experimentId>/runs, then POST <url>/v1/runs/<runId>/batch with {"batchId", "metrics": [{"key", "value", "step"}]} (keys of letters, digits and _ . - /), then PATCH <url>/v1/runs/<runId> with {"status": "finished"}, each with the header Authorization: Bearer <token>. Without them it prints one line saying logging is off and which variables turn it on. Never write a token into any file; the README says how to set the variables.
Do not list ${PLAN_FILE}: it is written from your summary. The summary is the plan in Markdown: what the project does, step by step, how to run it and its tests, and what is left to a human.
language: the project's language in lower case (python unless the instructions ask for another).`;

export const CODING_WRITE_FILE_TEMPLATE = `TASK: write {path}
{brief}

The project plan ({language}):
{summary}

Files of the project:
{fileList}

Files written so far:
{written}

Write the whole content of {path} ({kind}): {purpose}
Make it consistent with the files written so far: import what they define, under the names they use. Answer the file's complete text in content, without code fences.`;

export const CODING_FIX_TEMPLATE = `TASK: fix
{brief}

The project plan ({language}):
{summary}

The project's files:
{written}

These checks failed:
{failed}

Rewrite the files that cause the failures. Answer only the files to rewrite or add, each with its path and its whole new content, without code fences. Answer an empty list when no change to the files can fix the failures (for example when a tool is missing on the machine).`;

/** The templates as the agents gallery lists them, in the order they are used. */
export const CODING_AGENT_PROMPTS: readonly { name: string; template: string }[] = [
  { name: 'System', template: CODING_SYSTEM_TEMPLATE },
  { name: 'Plan the project', template: CODING_PLAN_TEMPLATE },
  { name: 'Write one file', template: CODING_WRITE_FILE_TEMPLATE },
  { name: 'Fix failed checks', template: CODING_FIX_TEMPLATE },
];

/** The template with each {name} slot replaced; values are inserted as they are, never re-read as slots. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
