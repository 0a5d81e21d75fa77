import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The path of a program of the machine's packages (`chromium`, `openssl`); throws naming the
 * Debian package when it is missing (jest.config.js leaves out the specs that need one there).
 */
export function program(name: string): string {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/bin'];
  for (const dir of dirs) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // not in this one
    }
  }
  throw new Error(`${name} is not installed (Debian: apt-get install ${name})`);
}
