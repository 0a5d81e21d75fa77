import { readFileSync } from 'node:fs';

/*
 * Where a server's CPU went, from a V8 CPU profile (`--cpu-prof`, see BENCH_SERVICE_NODE_ARGS
 * and BENCH_BASELINE_NODE_ARGS), in milliseconds a request: time by package (a bundle's
 * functions are attributed to the package whose `// node_modules/...` marker precedes them,
 * the service's own code, compiled to `dist/`, to `service code`), idle time left out.
 *
 *   node dist-bench/bench/profile-summary.js <script the server ran> <profile> <requests> [rows]
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The line each bundled module starts at, as esbuild marks it, in order. */
function moduleMarks(script: string): [number, string][] {
  const marks: [number, string][] = [];
  readFileSync(script, 'utf8')
    .split('\n')
    .forEach((line, at) => {
      const match = /^\/\/ (node_modules\/(?:@[^/]+\/)?[^/\s]+|dist\/\S+)/.exec(line);
      if (match) marks.push([at, match[1].startsWith('dist/') ? 'service code' : match[1]]);
    });
  return marks;
}

function moduleAt(marks: [number, string][], line: number): string {
  let low = 0;
  let high = marks.length - 1;
  let found = 'service code';
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (marks[middle][0] <= line) {
      found = marks[middle][1];
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The package (or Node part, or V8 activity) a sampled frame belongs to. */
function packageOf(frame: ProfileNode['callFrame'], script: string, marks: [number, string][]) {
  if (frame.url.endsWith(script.replace(/^.*\//, ''))) return moduleAt(marks, frame.lineNumber);
  if (frame.url.includes('node_modules/')) {
    const path = frame.url.replace(/^.*node_modules\//, '').split('/');
    return `node_modules/${path[0].startsWith('@') ? `${path[0]}/${path[1]}` : path[0]}`;
  }
  if (frame.url === '') return frame.functionName; // (garbage collector), (program), writev...
  return frame.url.startsWith('node:') ? 'node internals' : 'service code';
}

export function summarize(
  script: string,
  profile: Profile,
  requests: number,
): { total: number; parts: [string, number][] } {
  const marks = moduleMarks(script);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parts = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const part = packageOf(frame, script, marks);
    parts.set(part, (parts.get(part) ?? 0) + ms);
    total += ms;
  });
  const perRequest = (ms: number) => ms / requests;
  return {
    total: perRequest(total),
    parts: [...parts]
      .map(([name, ms]): [string, number] => [name, perRequest(ms)])
      .sort((a, b) => b[1] - a[1]),
  };
}

if (process.argv[1]?.endsWith('profile-summary.js')) {
  const [script, file, requests, rows = '15'] = process.argv.slice(2);
  if (!script || !file || !requests) {
    console.error('usage: profile-summary.js <script> <profile> <requests> [rows]');
    process.exit(2);
  }
  const { total, parts } = summarize(
    script,
    JSON.parse(readFileSync(file, 'utf8')) as Profile,
    Number(requests),
  );
  console.log(`busy: ${(total * 1000).toFixed(1)} us a request`);
  for (const [name, ms] of parts.slice(0, Number(rows))) {
    console.log(`${(ms * 1000).toFixed(1).padStart(8)} us  ${name}`);
  }
}
