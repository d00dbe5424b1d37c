// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const frontendSrc = resolve(dirname(fileURLToPath(import.meta.url)), 'frontend/src');
const contractDir = resolve(dirname(fileURLToPath(import.meta.url)), 'openapi');
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Resolves the front end's `@/` and `@contract/` aliases and relative imports (frontend/tsconfig.json `paths`). */
const frontendResolver = {
  interfaceVersion: 3,
  name: 'threshold-frontend',
  resolve(source, file) {
    const base = source.startsWith('@/')
      ? resolve(frontendSrc, source.slice(2))
      : source.startsWith('@contract/')
        ? resolve(contractDir, source.slice('@contract/'.length))
        : source.startsWith('.')
          ? resolve(dirname(file), source)
          : null;
    if (!base) return { found: false };
    const path = EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
    return path ? { found: true, path } : { found: false };
  },
};

/** docs/adr/0008-hostile-input.md: every DTO field goes through platform/http/field-rules.ts. */
const FIELD_RULES = {
  name: 'class-validator',
  importNames: ['IsOptional', 'IsInt', 'IsNumber', 'IsNumberString', 'IsPositive'],
  message: 'Use Omittable / OmittableOrNull / IntBetween from platform/http/field-rules (docs/adr/0008-hostile-input.md).',
};

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
    // docs/adr/0008-hostile-input.md: every DTO field goes through platform/http/field-rules.ts, so
    // null reaches no handler by accident and no integer field is unbounded.
    files: ['backend/**/*.ts'],
    ignores: ['backend/src/platform/http/field-rules.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            FIELD_RULES,
          ],
        },
      ],
    },
  },
  {
    // ADR 0016: domain errors name what went wrong; platform/http/error-status.ts alone turns a kind
    // into a status. So domain/ imports nothing of HTTP (nor Nest, nor TypeORM) and passes no status.
    files: ['backend/src/modules/*/domain/**/*.ts', 'backend/src/platform/errors/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            FIELD_RULES,
          ],
          patterns: [
            {
              group: ['**/platform/http/**', '@nestjs/*', 'typeorm', 'express'],
              message: 'domain/ knows no transport or framework: throw a DomainError of a kind (docs/adr/0016-command-pipeline.md).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.type="Super"] > Literal[value>=100][value<600]',
          message: 'No HTTP status in domain/: a DomainError has a kind; platform/http/error-status.ts maps it (docs/adr/0016-command-pipeline.md).',
        },
        {
          selector: 'Property[key.name=/^(status|statusCode)$/] > Literal[value>=100][value<600]',
          message: 'No HTTP status in domain/: a DomainError has a kind; platform/http/error-status.ts maps it (docs/adr/0016-command-pipeline.md).',
        },
      ],
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
    settings: { 'import-x/resolver-next': [frontendResolver] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // No import cycle, type-only imports included (shared/api ↔ shared/auth had one of five files).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // bulletproof-react: features do not import each other; shared code lives in components/, shared/, config/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './frontend/src/features/marketing', from: './frontend/src/features', except: ['./marketing'] },
            { target: './frontend/src/features/auth', from: './frontend/src/features', except: ['./auth'] },
            { target: './frontend/src/features/admin', from: './frontend/src/features', except: ['./admin'] },
            { target: './frontend/src/features/agent', from: './frontend/src/features', except: ['./agent', './messages'] },
            // The deal's pages mount the thread (ADR 0044): the one feature they may import.
            { target: './frontend/src/features/transactions', from: './frontend/src/features', except: ['./transactions', './messages'] },
            { target: './frontend/src/features/messages', from: './frontend/src/features', except: ['./messages'] },
            { target: './frontend/src/features/diagnostics', from: './frontend/src/features', except: ['./diagnostics'] },
            { target: './frontend/src/features/vendors', from: './frontend/src/features', except: ['./vendors'] },
            { target: './frontend/src/features/oversight', from: './frontend/src/features', except: ['./oversight'] },
            { target: ['./frontend/src/components', './frontend/src/shared', './frontend/src/config'], from: ['./frontend/src/features', './frontend/src/app'] },
          ],
        },
      ],
    },
  },
);
