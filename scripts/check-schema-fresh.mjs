// CI fails when src/api/schema.d.ts no longer matches openapi/openapi.yaml.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const fresh = join(mkdtempSync(join(tmpdir(), 'labforge-schema-')), 'schema.d.ts');
execFileSync('npx', ['openapi-typescript', 'openapi/openapi.yaml', '-o', fresh, '--silent'], { stdio: 'inherit' });
if (readFileSync(fresh, 'utf8') !== readFileSync('src/api/schema.d.ts', 'utf8')) {
  console.error('src/api/schema.d.ts is stale: run `npm run gen:api` and commit the result.');
  process.exit(1);
}
console.log('src/api/schema.d.ts matches openapi/openapi.yaml');
