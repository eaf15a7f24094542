// `npm run bench`: the budgets of DESIGN.md, each reported as a ratio measured in this one run
// (never as a timed assertion in a test). Exits non-zero when a budget is missed.
import { benchActivityLogs } from './activity-logs';
import { benchLoginFirstLoad } from './login-first-load';
import { benchTournamentQuality } from './tournament-quality';
import { benchWorkspacesThroughput } from './workspaces-throughput';

export interface BenchResult {
  name: string;
  measured: string;
  budget: string;
  ratio: number; // measured against budget, oriented so that >= 1 meets it
}

const benches: Array<() => Promise<BenchResult>> = [benchLoginFirstLoad, benchWorkspacesThroughput, benchActivityLogs, benchTournamentQuality];
const results: BenchResult[] = [];
for (const bench of benches) results.push(await bench());

console.table(results.map((r) => ({ ...r, ratio: r.ratio.toFixed(2), ok: r.ratio >= 1 ? 'yes' : 'NO' })));
process.exit(results.every((r) => r.ratio >= 1) ? 0 : 1);
