// `npm run bench`: the budgets of docs/testing.md, each reported as a ratio measured in this one run
// (never as a timed assertion in a test). Exits non-zero when a budget is missed.
import { benchActivityLogs } from './activity-logs';
import { benchConversion } from './conversion';
import { benchDatasetProfiling } from './dataset-profiling';
import { benchDatasetSearch } from './dataset-search';
import { benchEngineParallelism } from './engine-parallelism';
import { benchFieldSuggestions } from './field-suggestions';
import { benchGraphEditor } from './graph-editor';
import { benchLeaderboard } from './leaderboard';
import { benchLiveEvents } from './live-events';
import { benchLighthouse } from './lighthouse';
import { benchLoginFirstLoad } from './login-first-load';
import { benchMatchList } from './match-list';
import { benchOfflineSession } from './offline-session';
import { benchRunLogging } from './run-logging';
import { benchSeriesRender } from './series-render';
import { benchSessionIdeas } from './session-ideas';
import { benchSessionIsolation } from './session-isolation';
import { benchTournamentQuality } from './tournament-quality';
import { benchUploadThroughput } from './upload-throughput';
import { benchVibeDiffRender } from './vibe-diff-render';
import { benchVibeSession } from './vibe-session';
import { benchWorkerScaling } from './worker-scaling';
import { benchWorkspacesThroughput } from './workspaces-throughput';

export interface BenchResult {
  name: string;
  measured: string;
  budget: string;
  ratio: number; // measured against budget, oriented so that >= 1 meets it
}

// A bench measuring one budget in parts (a server route and the client's work on its answer)
// reports one row per part.
const benches: Array<() => Promise<BenchResult | BenchResult[]>> = [
  benchLoginFirstLoad,
  benchLighthouse,
  benchWorkspacesThroughput,
  benchActivityLogs,
  benchSessionIdeas,
  benchMatchList,
  benchConversion,
  benchDatasetSearch,
  benchDatasetProfiling,
  benchGraphEditor,
  benchVibeDiffRender,
  benchVibeSession,
  benchTournamentQuality,
  benchOfflineSession,
  benchFieldSuggestions,
  benchEngineParallelism,
  benchSessionIsolation,
  benchWorkerScaling,
  benchUploadThroughput,
  benchRunLogging,
  benchLeaderboard,
  benchSeriesRender,
  benchLiveEvents,
];
const results: BenchResult[] = [];
for (const bench of benches) results.push(...[await bench()].flat());

console.table(results.map((r) => ({ ...r, ratio: r.ratio.toFixed(2), ok: r.ratio >= 1 ? 'yes' : 'NO' })));
process.exit(results.every((r) => r.ratio >= 1) ? 0 : 1);
