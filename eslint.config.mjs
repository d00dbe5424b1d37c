// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'frontend/src/shared/api/generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.cjs', '**/*.js', 'scripts/**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    files: ['bench/**/*.ts', 'backend/scripts/**/*.ts', 'test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // Resolves the `@/` alias so the zone rules below see through it.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'frontend/tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // bulletproof-react: features do not import each other; shared code lives in components/, shared/, config/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './frontend/src/features/marketing', from: './frontend/src/features', except: ['./marketing'] },
            { target: './frontend/src/features/auth', from: './frontend/src/features', except: ['./auth'] },
            { target: './frontend/src/features/admin', from: './frontend/src/features', except: ['./admin'] },
            { target: './frontend/src/features/agent', from: './frontend/src/features', except: ['./agent'] },
            { target: './frontend/src/features/client', from: './frontend/src/features', except: ['./client'] },
            { target: './frontend/src/features/diagnostics', from: './frontend/src/features', except: ['./diagnostics'] },
            { target: ['./frontend/src/components', './frontend/src/shared', './frontend/src/config'], from: ['./frontend/src/features', './frontend/src/app'] },
          ],
        },
      ],
    },
  },
);
