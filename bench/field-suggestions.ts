// Dataset suggestions that keep to the idea's field (docs/engine.md, "Relevance"): for one goal per
// field (written here, not the engine tests' corpus), an offline session, its best three ideas,
// and their top five suggestions, counted by whether each dataset serves the idea's field.
// Prints every list; the budget is 90% of all suggestions in the goal's field.
import { eq, inArray } from 'drizzle-orm';
import { planFieldId } from '../server/datasets/suggest/idea-needs';
import { sessions } from '../server/db/schema/coscientist';
import { datasets } from '../server/db/schema/datasets';
import type { BenchResult } from './run';
import { signIn, startBenchServer, type BenchServer } from './server';

export const FIELD_GOALS: Array<{ field: string; title: string; description: string }> = [
  {
    field: 'protein-enzyme-engineering',
    title: 'Improve the thermostability of a PETase enzyme for plastic recycling at 70 °C',
    description: 'We can screen variants on PET film and measure melting temperature by nanoDSF.',
  },
  {
    field: 'molecular-cell-biology',
    title: 'How does the unfolded protein response decide between adaptation and apoptosis in beta cells?',
    description: 'We have reporter cell lines and live-cell imaging.',
  },
  {
    field: 'genomics',
    title: 'Find the genetic variants behind heat tolerance in wheat with a genome-wide association study',
    description: 'Genotyped panel of 600 lines with field trials in three seasons.',
  },
  {
    field: 'neuroscience',
    title: 'How do prefrontal neurons hold working memory over delays in mice?',
    description: 'Silicon-probe recordings during a delayed-response task.',
  },
  {
    field: 'clinical-medicine',
    title: 'Does a nurse-led follow-up clinic reduce readmissions after COPD exacerbation?',
    description: 'Two hospitals, electronic health records available.',
  },
  {
    field: 'public-health-epidemiology',
    title: 'Estimate how heatwaves raise emergency admissions for kidney disease in older adults',
    description: 'Daily admissions linked to weather data across regions.',
  },
  {
    field: 'chemistry-catalysis',
    title: 'Find a cheaper catalyst for the electrochemical reduction of CO2 to ethylene',
    description: 'Copper-based electrodes in a flow cell; we can run DFT.',
  },
  {
    field: 'materials-science',
    title: 'Raise the ionic conductivity of a solid-state electrolyte for lithium batteries',
    description: 'Sulfide and oxide candidates; impedance spectroscopy in the lab.',
  },
  {
    field: 'physics-astronomy',
    title: 'Measure the Hubble constant from gravitational-wave standard sirens',
    description: 'Public LIGO-Virgo event catalogues and galaxy redshift surveys.',
  },
  {
    field: 'climate-earth-science',
    title: 'Attribute the trend in extreme rainfall over the Sahel to human-caused warming',
    description: 'Reanalysis and CMIP6 model ensembles.',
  },
  {
    field: 'ecology',
    title: 'How does habitat fragmentation change pollinator diversity in farmland?',
    description: 'Transect surveys over two summers and land-cover maps.',
  },
  {
    field: 'plant-science-agriculture',
    title: 'Can root-associated bacteria cut nitrogen fertiliser needs in field-grown maize?',
    description: 'Replicated plots at two sites; rhizosphere sequencing and 15N labelling are possible.',
  },
  {
    field: 'machine-learning-ai',
    title: 'Make small language models robust to distribution shift in question answering',
    description: 'Benchmarks with shifted test sets; a modest GPU budget.',
  },
  {
    field: 'computer-systems',
    title: 'Cut tail latency of a distributed key-value store under bursty load',
    description: 'Production traces and a test cluster of 20 nodes.',
  },
  {
    field: 'economics',
    title: 'Did the minimum wage increase reduce employment among teenagers?',
    description: 'County-level panel data across state borders.',
  },
  {
    field: 'psychology-social-science',
    title: 'Does loneliness predict depressive symptoms in older adults over time?',
    description: 'Longitudinal survey panel with yearly waves.',
  },
  {
    field: 'education',
    title: 'Does formative feedback in mathematics raise attainment in secondary schools?',
    description: 'Teachers in 40 schools; national test scores.',
  },
];

const SESSION = { numberOfIdeas: 6, rounds: 1 };
const IDEAS = 3;
const SHOWN = 5;
const BUDGET = 0.9;

interface Suggestion {
  ideaId: string;
  ideaTitle: string;
  relevanceScore: number;
  dataset: { id: string; name: string };
  reason: string;
}

export interface FieldFigure {
  field: string;
  /** The field the session detected from the goal's words, which the suggestions keep to. */
  readAs: string;
  inField: number;
  shown: number;
}

const readAs = async (db: BenchServer['db'], sessionId: string) => {
  const [row] = await db.select({ plan: sessions.plan }).from(sessions).where(eq(sessions.id, sessionId));
  return planFieldId(row?.plan) ?? 'no field';
};

/** Every goal's lists printed; the share of suggestions in the goal's field, per field. */
export async function measureFieldSuggestions(print = true): Promise<FieldFigure[]> {
  const server = await startBenchServer();
  try {
    const user = await signIn(server.app, 'field-suggestions@example.org');
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await server.app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
    const workspace = await call('POST', '/v1/workspaces', { name: 'Field suggestions' });
    const figures: FieldFigure[] = [];
    for (const goalInput of FIELD_GOALS) {
      const { field, ...body } = goalInput;
      const goal = await call('POST', `/v1/workspaces/${workspace.id}/goals`, { ...body, workspaceId: workspace.id });
      const session = await call('POST', `/v1/workspaces/${workspace.id}/goals/${goal.id}/start`, {
        goalId: goal.id,
        answerGenerationMode: 'IDEA_FORGE',
        overrides: SESSION,
      });
      for (;;) {
        const state = await call('GET', `/v1/sessions/${session.id}`);
        if (state.status === 'completed') break;
        if (state.status !== 'queued' && state.status !== 'running')
          throw new Error(`session ${state.status}: ${state.error}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const best = (await call('GET', `/v1/ideas/session/${session.id}?pageSize=${IDEAS}`)).items.slice(0, IDEAS) as {
        id: string;
        title: string;
      }[];
      const answer = await call('POST', '/v1/ideas/suggest-datasets', { ideaIds: best.map((i) => i.id) });
      const suggestions = answer.suggestions as Suggestion[];
      const ids = [...new Set(suggestions.map((s) => s.dataset.id))];
      const rows = ids.length
        ? await server.db
            .select({ id: datasets.id, fields: datasets.fields })
            .from(datasets)
            .where(inArray(datasets.id, ids))
        : [];
      const fieldsOf = new Map(rows.map((r) => [r.id, r.fields]));
      const figure = { field, readAs: await readAs(server.db, session.id), inField: 0, shown: 0 };
      if (print) console.log(`\n## ${field} (the session read it as ${figure.readAs}): ${goalInput.title}`);
      for (const idea of best) {
        const mine = suggestions.filter((s) => s.ideaId === idea.id).slice(0, SHOWN);
        const inField = mine.filter((s) => fieldsOf.get(s.dataset.id)?.includes(field)).length;
        figure.inField += inField;
        figure.shown += mine.length;
        if (!print) continue;
        console.log(
          `- ${idea.title}: ${inField} of ${mine.length} in the field${mine.length ? '' : ' (nothing above the floor)'}`,
        );
        for (const s of mine)
          console.log(
            `    ${Math.round(s.relevanceScore * 100)}% ${s.dataset.name} [${fieldsOf.get(s.dataset.id)?.join(', ')}] ${s.reason}`,
          );
      }
      figures.push(figure);
    }
    return figures;
  } finally {
    await server.close();
  }
}

export async function benchFieldSuggestions(): Promise<BenchResult> {
  const figures = await measureFieldSuggestions();
  const inField = figures.reduce((n, f) => n + f.inField, 0);
  const shown = figures.reduce((n, f) => n + f.shown, 0);
  console.table(figures.map((f) => ({ ...f, share: f.shown ? `${Math.round((100 * f.inField) / f.shown)}%` : '—' })));
  const share = shown ? inField / shown : 0;
  return {
    name: `dataset suggestions in the idea's field (${FIELD_GOALS.length} goals, best ${IDEAS} ideas, top ${SHOWN})`,
    measured: `${Math.round(share * 100)}% of ${shown}`,
    budget: `≥ ${BUDGET * 100}%`,
    ratio: share / BUDGET,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchFieldSuggestions());
