import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` stopped with SIGTERM (a process manager, `kill <pid of npm>`) stops the server too.
 * The real chain runs: npm → the start script's shell line → scripts/start.mjs → the server, in a
 * copy of the project that holds only what start.mjs looks at, its server a tiny one.
 */
const root = path.resolve(import.meta.dirname, '..');
const SERVER = `import http from 'node:http';
const server = http.createServer((_req, res) => res.end('ok'));
server.listen(0, '127.0.0.1', () => console.log(\`listening \${server.address().port} \${process.pid}\`));
// Closes and exits with a code of its own, so the test sees that code come back through npm.
process.on('SIGTERM', () => server.close(() => process.exit(3)));
`;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ch-start-'));
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'start-probe', private: true, type: 'module', scripts: { start: pkg.scripts.start } }));
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.copyFileSync(path.join(root, 'scripts', 'start.mjs'), path.join(dir, 'scripts', 'start.mjs'));
  // A built web app and no sources: start.mjs builds nothing.
  fs.mkdirSync(path.join(dir, 'web', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'web', 'dist', 'index.html'), '<!doctype html>');
  fs.mkdirSync(path.join(dir, 'server', 'src'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server', 'tsconfig.json'), '{}');
  fs.writeFileSync(path.join(dir, 'server', 'src', 'main.ts'), SERVER);
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Whether something listens on the port (the connection is closed at once, so a server can close). */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.once('connect', () => done(true)).once('error', () => done(false));
    socket.setTimeout(1000, () => done(false));
  });

describe('npm start', () => {
  it('passes SIGTERM on to the server and exits with its code', async () => {
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: dir,
      env: { ...process.env, npm_config_update_notifier: 'false', DATA_DIR: path.join(dir, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const started = await new Promise<{ port: number; pid: number }>((resolve, reject) => {
      npm.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const m = /listening (\d+) (\d+)/.exec(output);
        if (m) resolve({ port: Number(m[1]), pid: Number(m[2]) });
      });
      npm.once('exit', () => reject(new Error(`npm start ended before the server listened:\n${output}`)));
    });
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    try {
      expect(await accepts(started.port)).toBe(true);

      npm.kill('SIGTERM');
      const code = await exited;
      // The server has had its SIGTERM, closed and exited: nothing listens any more.
      const deadline = Date.now() + 5_000;
      while ((await accepts(started.port)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));

      expect(await accepts(started.port)).toBe(false);
      expect(code).toBe(3);
    } finally {
      // Left running when the signal did not get through: stopped here, by its own pid.
      try {
        process.kill(started.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
});
