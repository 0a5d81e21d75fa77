import { readFileSync } from 'node:fs';

/*
 * Where a server's CPU went, from a V8 CPU profile (`--cpu-prof`, see BENCH_SERVICE_NODE_ARGS,
 * BENCH_BASELINE_NODE_ARGS and `bench/route-cpu.ts`), in milliseconds a request: time by package
 * (a bundle's functions are attributed to the package whose `// node_modules/...` marker precedes
 * them, the service's own code, compiled to `dist/`, to `service code`), idle time left out; and
 * the functions that took most, by their own time and with what they called.
 *
 *   node dist-bench/bench/profile-summary.js <script the server ran> <profile> <requests> [rows]
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A stretch of the profile, in the microseconds of its timestamps (the monotonic clock). */
export interface Window {
  from: number;
  to: number;
}

/** The line each bundled module starts at, as esbuild marks it, in order. */
function moduleMarks(script: string): [number, string][] {
  const marks: [number, string][] = [];
  readFileSync(script, 'utf8')
    .split('\n')
    .forEach((line, at) => {
      // A checkout whose node_modules is a link to another's is marked `../<other>/node_modules/`.
      const match = /^\/\/ (?:\.\.\/[^/\s]+\/)?(node_modules\/(?:@[^/]+\/)?[^/\s]+|dist\/\S+)/.exec(
        line,
      );
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
function packageOf(frame: CallFrame, script: string, marks: [number, string][]) {
  if (frame.url.endsWith(script.replace(/^.*\//, ''))) return moduleAt(marks, frame.lineNumber);
  if (frame.url.includes('node_modules/')) {
    const path = frame.url.replace(/^.*node_modules\//, '').split('/');
    return `node_modules/${path[0].startsWith('@') ? `${path[0]}/${path[1]}` : path[0]}`;
  }
  if (frame.url === '') return frame.functionName; // (garbage collector), (program), writev...
  return frame.url.startsWith('node:') ? 'node internals' : 'service code';
}

/** Each busy sample's node and milliseconds, within `window` when given. */
function busySamples(profile: Profile, nodes: Map<number, ProfileNode>, window?: Window) {
  const taken: [ProfileNode, number][] = [];
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (window && (at < window.from || at > window.to)) return;
    const node = nodes.get(id)!;
    if (node.callFrame.functionName === '(idle)') return;
    taken.push([node, delta / 1000]);
  });
  return taken;
}

export function summarize(
  script: string,
  profile: Profile,
  requests: number,
  window?: Window,
): { total: number; parts: [string, number][] } {
  const marks = moduleMarks(script);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parts = new Map<string, number>();
  let total = 0;
  for (const [node, ms] of busySamples(profile, nodes, window)) {
    const part = packageOf(node.callFrame, script, marks);
    parts.set(part, (parts.get(part) ?? 0) + ms);
    total += ms;
  }
  const perRequest = (ms: number) => ms / requests;
  return {
    total: perRequest(total),
    parts: [...parts]
      .map(([name, ms]): [string, number] => [name, perRequest(ms)])
      .sort((a, b) => b[1] - a[1]),
  };
}

/** A function's milliseconds a request: its own, and with everything it called (`total`). */
export interface FunctionTime {
  name: string;
  self: number;
  total: number;
}

/**
 * Milliseconds a request by function (name and place in its script), its own time and its time
 * with what it called, most total first. A function on a stack twice counts once.
 */
export function functionTimes(profile: Profile, requests: number, window?: Window): FunctionTime[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const nameOf = ({ callFrame: f }: ProfileNode) =>
    `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}`;
  const times = new Map<string, FunctionTime>();
  const timeOf = (name: string) => {
    let time = times.get(name);
    if (!time) times.set(name, (time = { name, self: 0, total: 0 }));
    return time;
  };
  for (const [node, ms] of busySamples(profile, nodes, window)) {
    timeOf(nameOf(node)).self += ms / requests;
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parents.get(id)) {
      const name = nameOf(nodes.get(id)!);
      if (seen.has(name)) continue;
      seen.add(name);
      timeOf(name).total += ms / requests;
    }
  }
  return [...times.values()].sort((a, b) => b.total - a.total);
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
