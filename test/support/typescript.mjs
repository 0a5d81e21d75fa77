// `node --import ./test/support/typescript.mjs src/main.ts` runs the service's TypeScript sources
// as Jest does (swc, legacy decorators with metadata), for specs that start it as a process.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
