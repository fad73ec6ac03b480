import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = folders('./apps/web/src/features/');
const serverModules = folders('./apps/server/src/modules/');

/**
 * The layers (ARCHITECTURE.md convention 1), as import-x zones: `target` files may not import from `from`.
 * - web: ui/lib/hooks/stores -> features -> app, and no feature reaches into another;
 * - server: modules use each other through services (never another module's repository or routes); db and adapters
 *   import no module; only the app and its viewer wiring import modules from http/;
 * - packages import neither app.
 */
const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to components/, lib/ or hooks/.',
  })),
  {
    target: [
      './apps/web/src/components',
      './apps/web/src/lib',
      './apps/web/src/hooks',
      './apps/web/src/stores',
    ],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code (components, lib, hooks, stores) imports no feature and not the app.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features do not import the app: the app composes the features.',
  },
  ...serverModules.map((module) => ({
    target: `./apps/server/src/modules/${module}`,
    from: `./apps/server/src/modules/!(${module})/**/*.{repository,routes}.ts`,
    message: "Modules use each other's services, never their repositories or routes.",
  })),
  {
    target: ['./apps/server/src/db', './apps/server/src/adapters'],
    from: ['./apps/server/src/modules', './apps/server/src/http'],
    message: 'The database and the adapters import no module and no HTTP code.',
  },
  {
    target: './apps/server/src/http/!(app|accounts).ts',
    from: './apps/server/src/modules',
    message: 'HTTP infrastructure imports no module (app.ts composes them).',
  },
  {
    target: './packages',
    from: './apps',
    message: 'Packages are shared by the apps and import neither.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '.cache/**',
      'coverage/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Type-aware rules: what only the types can tell (floating promises, promises where a callback returns void,
    // awaiting what is not a promise).
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Fastify hooks and handlers are async by contract (they resolve instead of calling done), await or not.
      '@typescript-eslint/require-await': 'off',
      // Event handlers may be async: React and DOM ignore what they return.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Tests and fixtures parse JSON bodies as `any` on purpose, then check them with schemas.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests assert on mocked methods (`expect(engine.setLevel).toHaveBeenCalled()`): referencing is not calling.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // A test may compose the app around what it tests (the app's query client, its toasts).
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: boundaryZones.filter((zone) => ![zone.from].flat().includes('./apps/web/src/app')) },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // Command-line entry points talk to the terminal.
    files: [
      'scripts/**',
      'bench/**',
      'apps/*/build.mjs',
      'apps/server/src/main.ts',
      'apps/server/src/**/*-cli.ts',
      'apps/server/src/command-line.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
