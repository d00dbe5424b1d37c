/**
 * Front-end dependency rules (`npm run lint` runs this from frontend/): the backend's no-circular rule,
 * type-only imports included (eslint's import-x/no-cycle skips those). shared/api and shared/auth once
 * formed a cycle of five files; the base query is now installed by app/store.ts.
 */
const backend = require('../.dependency-cruiser.cjs');

module.exports = {
  forbidden: backend.forbidden.filter((rule) => rule.name === 'no-circular'),
  options: { ...backend.options, tsConfig: { fileName: 'tsconfig.json' }, exclude: { path: '\\.(spec|test)\\.tsx?$' } },
};
