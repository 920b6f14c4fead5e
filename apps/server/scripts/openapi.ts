// Writes docs/api/openapi.json from the server itself: `npm run openapi` in apps/server.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateOpenApi, serialiseOpenApi } from '../src/openapi';
import { openApiDocument } from '../src/open-api-document';

const target = fileURLToPath(new URL('../../../docs/api/openapi.json', import.meta.url));
writeFileSync(target, serialiseOpenApi(await generateOpenApi()));
process.stdout.write('docs/api/openapi.json written\n');
const open = fileURLToPath(new URL('../../../docs/api/open-api.json', import.meta.url));
writeFileSync(open, serialiseOpenApi(openApiDocument()));
process.stdout.write('docs/api/open-api.json written\n');
