// Exits 1 when frontend/src/shared/api/generated.ts is not what `npm run api:codegen` would make from
// openapi/openapi.json now. It runs the same generator, into a scratch file beside the real one (so
// imports and formatting resolve the same way), compares, and removes the scratch file.
const { generateEndpoints } = require('@rtk-query/codegen-openapi');
const { readFileSync, rmSync } = require('node:fs');
const { join, resolve } = require('node:path');

const frontend = join(__dirname, '..', 'frontend');
const config = require(join(frontend, 'openapi-codegen.config.cjs'));

async function main() {
  const outputFile = resolve(frontend, config.outputFile);
  const scratch = config.outputFile.replace(/\.ts$/, `.check-${process.pid}.ts`);
  // The CLI works from the config's folder with the config's relative paths; do the same.
  process.chdir(frontend);
  let current;
  try {
    await generateEndpoints({ ...config, outputFile: scratch });
    current = readFileSync(scratch, 'utf8') === readFileSync(outputFile, 'utf8');
  } finally {
    rmSync(scratch, { force: true });
  }
  if (!current) {
    console.error('frontend/src/shared/api/generated.ts is stale: run `npm run api:codegen`.');
    process.exit(1);
  }
  console.log('The generated API client is current.');
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
