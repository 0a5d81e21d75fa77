import { readFileSync } from 'node:fs';

export interface ProductionStart {
  /** Node's own flags, before the script. */
  nodeFlags: string[];
  script: string;
}

/**
 * How production starts the service: `npm run start:prod` (package.json), which the Docker image's
 * CMD and CI's check of the bundle repeat (test/production-start.spec.ts holds the three equal). The bench starts the service the same way, and the
 * baseline with the same node flags, so the ratio compares the framework layers on one runtime.
 */
export function productionStart(packageJsonPath = 'package.json'): ProductionStart {
  const pkg = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const words = (pkg.scripts?.['start:prod'] ?? '').trim().split(/\s+/);
  const script = words.at(-1);
  if (words[0] !== 'node' || words.length < 2 || !script?.endsWith('.js')) {
    throw new Error('package.json start:prod must read "node [flags] <script>.js"');
  }
  return { nodeFlags: words.slice(1, -1), script };
}
