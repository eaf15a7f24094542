import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries enforce the one-way layering of DESIGN.md:
// openapi/ -> src/api -> src/machines -> src/ui -> src/routes; src/domain is imported by anyone
// and imports nobody; the server sees src/domain and the generated schema types, never React.
const elements = [
  { type: 'schema', pattern: 'src/api/schema.d.ts', mode: 'full' },
  { type: 'domain', pattern: 'src/domain/**', mode: 'full' },
  { type: 'api', pattern: 'src/api/**', mode: 'full' },
  { type: 'machines', pattern: 'src/machines/**', mode: 'full' },
  { type: 'ui', pattern: 'src/ui/**', mode: 'full' },
  { type: 'routes', pattern: 'src/routes/**', mode: 'full' },
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
  { from: 'routes', allow: ['schema', 'api', 'machines', 'ui', 'routes', 'domain'] },
  { from: 'app', allow: ['schema', 'api', 'machines', 'ui', 'routes', 'domain', 'app'] },
  { from: 'server', allow: ['server', 'domain', 'schema'] },
  { from: 'tests', allow: ['tests', 'server', 'domain', 'schema', 'api', 'machines', 'ui', 'routes', 'app'] },
  { from: 'bench', allow: ['bench', 'server', 'domain', 'schema', 'tests'] },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'src/api/schema.d.ts', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Plain scripts: Node's globals for scripts/, the browser's for public/ (theme-init.js).
  { files: ['scripts/**/*.{js,mjs}', '*.{js,mjs}'], languageOptions: { globals: globals.node } },
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
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
    // Server tests run the real client against the OpenAI stub and other shared test servers.
    files: ['server/**/*.test.ts'],
    rules: {
      'boundaries/element-types': [
        'error',
        { default: 'disallow', rules: [...boundaryRules, { from: 'server', allow: ['tests'] }] },
      ],
    },
  },
);
