// The bench's command line (docs/bench.md lists the flags).
import path from 'node:path';
import { DEFAULT_RESULTS_PATH } from './common.mjs';

export const USAGE =
  'node bench/run.mjs [--build] [--runs N] [--duration S] [--roundtrip-runs N] [--skip-lighthouse] [--skip-roundtrip] [--skip-load] [--skip-templates] [--skip-chart] [--skip-routes] [--route-runs N] [--out FILE]';

/** The options of a run; prints the usage and exits for -h/--help, exits 2 for an unknown argument. */
export function parseArgs(argv) {
  const out = {
    build: false,
    runs: 3,
    duration: 10,
    connections: 10,
    lighthouse: true,
    load: true,
    roundtrip: true,
    templates: true,
    chart: true,
    routes: true,
    routeRuns: 1,
    roundtripRuns: 15,
    out: DEFAULT_RESULTS_PATH,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--build') out.build = true;
    else if (a === '--runs') out.runs = Math.max(1, Number(argv[++i]) || 3);
    else if (a === '--duration') out.duration = Math.max(1, Number(argv[++i]) || 10);
    else if (a === '--skip-lighthouse') out.lighthouse = false;
    else if (a === '--skip-load') out.load = false;
    else if (a === '--skip-roundtrip') out.roundtrip = false;
    else if (a === '--skip-templates') out.templates = false;
    else if (a === '--skip-chart') out.chart = false;
    else if (a === '--skip-routes') out.routes = false;
    else if (a === '--route-runs') out.routeRuns = Math.max(1, Math.trunc(Number(argv[++i])) || 1);
    else if (a === '--roundtrip-runs') out.roundtripRuns = Math.max(1, Math.trunc(Number(argv[++i])) || 15);
    else if (a === '--out') out.out = path.resolve(argv[++i]);
    else if (a === '-h' || a === '--help') {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`unknown argument ${a}`);
      process.exit(2);
    }
  }
  return out;
}
