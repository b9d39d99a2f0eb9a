// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server in production mode. Every variable in .env.example is honoured.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'web', 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const webSources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'contract/src'].map((p) => path.join(root, p));
const sourcesTime = Math.max(...webSources.filter((p) => fs.existsSync(p)).map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)));
if (!fs.existsSync(dist) || fs.statSync(dist).mtimeMs < sourcesTime) {
  // Quiet unless it fails: the banner with the address and the demo logins stays the last thing printed.
  process.stdout.write('Building the web app… ');
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'web'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    process.stdout.write('failed\n');
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
    process.exit(build.status ?? 1);
  }
  process.stdout.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const env = {
  NODE_ENV: 'production',
  ...process.env,
  TSX_TSCONFIG_PATH: path.join(root, 'server', 'tsconfig.json'),
  DATA_DIR: path.resolve(process.env.DATA_DIR ?? path.join(root, 'data')),
};
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], { cwd: root, env, stdio: 'inherit' });
// Ctrl+C or SIGTERM reaches the server, which closes its streams and requests first. npm hands its
// SIGTERM to the shell that runs the script line: package.json's `exec` makes this process that
// shell, or the shell would end alone and leave the server running.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
