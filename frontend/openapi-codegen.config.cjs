// Generates the RTK Query client from the committed OpenAPI document.
// Run from the repository root: `rtk-query-codegen-openapi frontend/openapi-codegen.config.cjs`.
// The CLI resolves paths relative to this file. OPENAPI_FILE may point at another document
// (for example a draft) without editing this config.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
const config = {
  schemaFile: process.env.OPENAPI_FILE ?? '../openapi/openapi.json',
  apiFile: './src/shared/api/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/shared/api/generated.ts',
  exportName: 'generatedApi',
  hooks: true,
  tag: true,
};

module.exports = config;
