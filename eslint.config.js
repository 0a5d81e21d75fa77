import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** The platform: the folders of src/ below the features, none of which may import src/modules/. */
const PLATFORM = ['core', 'database', 'jobs', 'tenancy', 'config', 'calendar'];

/**
 * Below core: the door to Postgres and tenancy, which core's guards and auth build on. A unit spec
 * beside them may still check how core answers their errors.
 */
const BELOW_CORE = ['database', 'tenancy'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-bench/',
      'node_modules/',
      'data/',
      'coverage/',
      'bench/results/',
      'clients/pipeline-crm.ts',
      '**/*.mjs',
      '*.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Nest classes are often empty module shells.
      '@typescript-eslint/no-extraneous-class': 'off',
      // A limit counts characters (code points) as the specification and PostgreSQL do.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['MaxLength', 'MinLength', 'Length'],
              message:
                'Import MaxLength, MinLength and Length from src/core/http/text-length.ts: they count code points, as the specification and PostgreSQL do.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**/*.ts', '**/*.spec.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The direction of src/: features (modules/) build on the platform, never the reverse, and
    // no file reaches itself through its imports. no-cycle follows value imports only (type-only
    // ones vanish at compile time; test/import-cycles.spec.ts covers them); the zones cover both.
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without .ts here the rules would skip every TypeScript file they reach, cycles included.
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js', '.mjs'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...PLATFORM.map((folder) => ({
              target: `./src/${folder}`,
              from: './src/modules',
              message: `src/${folder}/ is platform code: it must not import a feature. Declare an interface here that the feature implements and registers with (as DemoSeeders in src/tenancy/ does).`,
            })),
            ...BELOW_CORE.map((folder) => ({
              target: `./src/${folder}/**/!(*.spec).ts`,
              from: './src/core',
              message: `src/${folder}/ is below core: it must not import it. Throw an error of its own that core answers (as InvalidCursor in src/database/keyset.ts is answered by core/http/problem-details.filter.ts).`,
            })),
          ],
        },
      ],
    },
  },
);
