// Writes .br and .gz beside every text asset of the build, so the server sends them precompressed
// (@fastify/static `preCompressed`) without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The folder to compress: the first argument, or dist/ beside this script.
const dist = process.argv[2] ?? new URL('./dist', import.meta.url).pathname;
const compressible = /\.(js|css|html|svg|json|txt|map)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (compressible.test(name) && !name.endsWith('.map')) yield path;
  }
}

for (const path of files(dist)) {
  const data = readFileSync(path);
  if (data.length < 1024) continue;
  writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
}
