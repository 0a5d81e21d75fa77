// Packs the compiled service (dist/src, from `nest build`) into one ES module, dist/bundle/main.js,
// which is what production starts. Loading ~2,600 module files costs Node about a second of
// resolving, reading and compiling at every start, more when the page cache is cold; the bundle
// boots in about half the time. It bundles the compiled JavaScript, not the TypeScript, because
// the decorator metadata Nest and TypeORM read at runtime is emitted by the TypeScript compiler.
import { build, transform } from 'esbuild';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const OUT_DIR = 'dist/bundle';

/** Bare imports that cannot be resolved: Nest's optional integrations (microservices, websockets,
 * Express, multipart...), which Nest probes for inside try/catch at runtime. Left as imports, they
 * fail at runtime exactly as they do unbundled. */
const leaveUnresolvableExternal = {
  name: 'leave-unresolvable-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'probing' || args.path.startsWith('node:')) return undefined;
      const found = await builder.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'probing',
      });
      return found.errors.length > 0 ? { path: args.path, external: true } : found;
    });
  },
};

/** @nestjs/typeorm looks up two TypeORM 0.3 exports through a `require` made by createRequire,
 * which a bundler cannot see: the bundle would load a second, unbundled TypeORM (~360 files) just
 * to find them missing. The same lookup as a static import keeps one TypeORM. */
const typeormCompatAsImport = {
  name: 'typeorm-compat-as-import',
  setup(builder) {
    builder.onLoad(
      { filter: /@nestjs[\\/]typeorm[\\/]dist[\\/]common[\\/]typeorm-compat\.js$/ },
      () => ({
        loader: 'js',
        contents: [
          "import * as typeorm from 'typeorm';",
          "export const Connection = typeorm['Connection'];",
          "export const AbstractRepository = typeorm['AbstractRepository'];",
        ].join('\n'),
      }),
    );
  },
};

/** @nestjs/mapped-types (OmitType, PickType, IntersectionType, also through @nestjs/swagger)
 * loads class-validator and class-transformer through a `require` made by createRequire, which a
 * bundler cannot see: at runtime it would read a second class-transformer from node_modules, whose
 * metadata store is not the one the bundled decorators fill, and a mapped DTO would lose its
 * @Type and @Transform (`?limit=5` a string, `?dormant=true` not a boolean). The same lookups as
 * static imports keep one of each. */
const mappedTypesRequireAsImport = {
  name: 'mapped-types-require-as-import',
  setup(builder) {
    builder.onLoad(
      { filter: /@nestjs[\\/]mapped-types[\\/]dist[\\/]type-helpers\.utils\.js$/ },
      async (args) => {
        const source = await readFile(args.path, 'utf8');
        const made = 'const require = createRequire(import.meta.url);';
        if (!source.includes(made)) throw new Error(`${args.path} no longer makes its require`);
        const lookup = [
          "import * as classValidator from 'class-validator';",
          "import * as classTransformer from 'class-transformer';",
          "import * as classTransformerStorage from 'class-transformer/cjs/storage.js';",
          'const PACKAGES = {',
          "  'class-validator': classValidator,",
          "  'class-transformer': classTransformer,",
          "  'class-transformer/cjs/storage': classTransformerStorage,",
          '};',
          'const require = (id) => {',
          '  if (id in PACKAGES) return PACKAGES[id];',
          "  throw Object.assign(new Error(`Cannot find module '${id}'`), { code: 'MODULE_NOT_FOUND' });",
          '};',
        ].join('\n');
        return { contents: source.replace(made, lookup), loader: 'js' };
      },
    );
  },
};

/** Our classes keep their names (Nest names providers, TypeORM entities and Swagger schemas after
 * them), which scope hoisting would otherwise suffix on a clash (`ContactsService2`). Only for our
 * own modules: esbuild's global keepNames also adds a naming call to every function that the
 * dependencies create per request, which cost ~15 % of the CPU of a GET /me. */
const keepOwnNames = {
  name: 'keep-own-names',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]dist[\\/](src|migrations)[\\/].*\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const { code } = await transform(source, { loader: 'js', format: 'esm', keepNames: true });
      return { contents: code, loader: 'js' };
    });
  },
};

rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  // The service, and the worker-only process (`npm run worker`), each one file.
  entryPoints: ['dist/src/main.js', 'dist/src/worker.js'],
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // One file, no code splitting: esbuild's split chunks give a dynamically imported CommonJS
  // package (Nest's import('class-transformer')) only a default export. Dynamically imported
  // modules (the Stripe SDK, jose) are still evaluated on first use only.
  sourcemap: 'linked',
  // CommonJS dependencies call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  external: [
    // Serves the API explorer's assets from its own directory.
    'swagger-ui-dist',
  ],
  plugins: [
    leaveUnresolvableExternal,
    typeormCompatAsImport,
    mappedTypesRequireAsImport,
    keepOwnNames,
  ],
  logLevel: 'warning',
});
