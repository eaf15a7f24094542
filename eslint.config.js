import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries enforce the one-way layering of docs/architecture.md:
// openapi/ -> src/api -> src/machines -> src/ui -> src/routes; src/domain is imported by anyone
// and imports nobody; the server sees src/domain and the generated schema types, never React.
const elements = [
  { type: 'schema', pattern: 'src/api/schema.d.ts', mode: 'full' },
  { type: 'domain', pattern: 'src/domain/**', mode: 'full' },
  { type: 'api', pattern: 'src/api/**', mode: 'full' },
  { type: 'machines', pattern: 'src/machines/**', mode: 'full' },
  { type: 'ui', pattern: 'src/ui/**', mode: 'full' },
  // A route folder (src/routes/<page>/**) is a feature of its own; what several share lives in
  // src/routes/shared/; the route table and its helpers (src/routes/*) put the pages together.
  { type: 'routes-shared', pattern: 'src/routes/shared/**', mode: 'full' },
  { type: 'route', pattern: 'src/routes/*/**', mode: 'full', capture: ['page'] },
  { type: 'routes', pattern: 'src/routes/*', mode: 'full' },
  { type: 'app', pattern: 'src/*', mode: 'full' },
  { type: 'server', pattern: 'server/**', mode: 'full' },
  { type: 'tests', pattern: 'tests/**', mode: 'full' },
  { type: 'bench', pattern: 'bench/**', mode: 'full' },
];

// Who may import whom, by element type (see the layering note above).
const boundaryRules = [
  { from: 'domain', allow: ['domain'] },
  { from: 'api', allow: ['schema', 'api', 'domain'] },
  { from: 'machines', allow: ['schema', 'api', 'machines', 'domain'] },
  { from: 'ui', allow: ['schema', 'api', 'machines', 'ui', 'domain'] },
  { from: 'routes-shared', allow: ['schema', 'api', 'machines', 'ui', 'routes-shared', 'domain'] },
  {
    from: 'route',
    allow: [
      'schema',
      'api',
      'machines',
      'ui',
      'routes-shared',
      'domain',
      ['route', { page: '{{from.captured.page}}' }],
    ],
  },
  { from: 'routes', allow: ['schema', 'api', 'machines', 'ui', 'routes', 'routes-shared', 'route', 'domain'] },
  { from: 'app', allow: ['schema', 'api', 'machines', 'ui', 'routes', 'routes-shared', 'route', 'domain', 'app'] },
  { from: 'server', allow: ['server', 'domain', 'schema'] },
  {
    from: 'tests',
    allow: ['tests', 'server', 'domain', 'schema', 'api', 'machines', 'ui', 'routes', 'routes-shared', 'route', 'app'],
  },
  { from: 'bench', allow: ['bench', 'server', 'domain', 'schema', 'tests'] },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/api/schema.d.ts',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Plain scripts: Node's globals for scripts/.
  { files: ['scripts/**/*.{js,mjs}', '*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // Globals by where the code runs: the browser for src/, Node for the server, scripts, benches,
  // config files and tests/ (Playwright specs and the jsdom helpers see both); vitest's in tests only.
  { files: ['src/**/*.{ts,tsx}'], languageOptions: { globals: globals.browser } },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'tests/**/*.{ts,tsx}', '*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['tests/e2e/**/*.ts', 'tests/support/ui/**/*.{ts,tsx}', 'tests/setup/dom.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
    languageOptions: { globals: globals.vitest },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'boundaries/element-types': ['error', { default: 'disallow', rules: boundaryRules }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/index', '**/index.ts'], message: 'No barrel files: import the module itself.' }] },
      ],
    },
  },
  {
    // Tests and their helpers beside the code may use the shared test support in tests/support/
    // (server tests run the real client against the OpenAI stub and other shared test servers).
    files: [
      'src/**/*.test.{ts,tsx}',
      'src/**/*.test-support.{ts,tsx}',
      'server/**/*.test.ts',
      'server/**/*.test-support.ts',
    ],
    rules: {
      'boundaries/element-types': [
        'error',
        { default: 'disallow', rules: [...boundaryRules, { from: elements.map((e) => e.type), allow: ['tests'] }] },
      ],
    },
  },
  {
    // One way to simulate input in component tests: user-event, not fireEvent.
    files: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@testing-library/react', '@testing-library/dom'].map((name) => ({
            name,
            importNames: ['fireEvent'],
            message: 'Simulate input with userEvent (@testing-library/user-event).',
          })),
        },
      ],
    },
  },
  {
    // Every journey fails on an error its pages did not catch: specs take `test` from the support
    // module that watches for them, not from Playwright itself.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support/test': it fails a journey on an uncaught page error.",
            },
          ],
        },
      ],
    },
  },
  {
    // Production code never imports test support: neither tests/** nor a *.test-support.ts helper.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)tests/', message: 'Test support is for tests only.' },
            { regex: '\\.test-support(\\.tsx?)?$', message: 'Test support is for tests only.' },
          ],
        },
      ],
    },
  },
  {
    // Files stay small enough to read in one sitting: one job per file, one step per function.
    // The generated contract types and SQL migrations are not written by hand.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', 'src/api/schema.d.ts', 'server/db/migrations/**'],
    rules: {
      'max-lines': ['error', { max: 200, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
);
