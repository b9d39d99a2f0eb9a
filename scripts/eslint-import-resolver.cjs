// The import resolver of the lint's boundary rules (eslint-plugin-boundaries): the repository's own
// TypeScript files only, `@/` standing for the `src/` folder of the package (server or web) the
// importing file is in. Packages are not looked up (the rules judge only the repository's files),
// which keeps `npm run lint` as fast as without the rules.
/* eslint-disable @typescript-eslint/no-require-imports -- eslint-module-utils loads a resolver with require(): CommonJS */
const fs = require('node:fs');
const path = require('node:path');

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function srcOf(file) {
  const match = /^(.*?[\\/](?:server|web))[\\/]/.exec(file);
  return match ? path.join(match[1], 'src') : null;
}

function fileAt(base) {
  for (const candidate of [base.replace(/\.js$/, '.ts'), ...EXTENSIONS.map((ext) => base + ext)]) {
    if (/\.(ts|tsx|json)$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  let base = null;
  if (source.startsWith('@/')) {
    const src = srcOf(file);
    if (src) base = path.join(src, source.slice(2));
  } else if (source.startsWith('.')) {
    base = path.resolve(path.dirname(file), source);
  }
  const found = base && fileAt(base);
  return found ? { found: true, path: found } : { found: false };
};
