/** Front-end dependency rules: no import cycle, type-only imports included (eslint's import-x/no-cycle skips those). */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'shared/api and shared/auth once formed a cycle of five files; a base query is now installed by app/store.ts',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '\\.(spec|test)\\.tsx?$' },
  },
};
