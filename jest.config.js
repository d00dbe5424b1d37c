/** Unit and integration tests with Jest, TypeScript through SWC (decorator metadata included). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
      target: 'es2022',
    },
    module: { type: 'commonjs', ignoreDynamic: false },
    sourceMaps: 'inline',
  },
];

// NestJS 12 (and a few others) ship ES modules only; Jest on Node 20 cannot require() them, so SWC
// turns those packages into CommonJS as it does our TypeScript.
const ESM_ONLY = ['@nestjs', 'file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer', '@borewit'];

const common = {
  transform: { '^.+\\.ts$': swc, '^.+\\.m?js$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};

module.exports = {
  testTimeout: 60_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/backend/**/*.unit.spec.ts', '<rootDir>/test/unit/**/*.unit.spec.ts'],
      // The front end's own alias (frontend/vite.config.ts), for unit tests of its modules.
      moduleNameMapper: { '^@/(.*)$': '<rootDir>/frontend/src/$1' },
    },
    {
      ...common,
      displayName: 'int',
      testMatch: ['<rootDir>/backend/**/*.int.spec.ts', '<rootDir>/test/int/**/*.int.spec.ts'],
      globalSetup: '<rootDir>/test/support/int-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/int-global-teardown.ts',
    },
  ],
};
