import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Started {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a TypeScript server script in its own process and waits for the port it prints. */
export function startServer(script: string, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT, 'server', 'tsconfig.json'), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 120 s`)), 120_000);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const { port } = JSON.parse(line) as { port: number };
        clearTimeout(timer);
        resolve({
          port,
          child,
          stop: () =>
            new Promise((done) => {
              child.removeAllListeners('exit');
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      } catch {
        // not the port line
      }
    });
  });
}

/**
 * Stops a bench that would measure a build other than the one `npm run build` makes: the web app
 * (web/dist) and, for the benches of rendered pages, its server render (web/dist-ssr; without it
 * every page is drawn by the browser alone).
 */
export function requireBuild({ serverRender }: { serverRender: boolean }): void {
  const missing = [path.join('web', 'dist', 'index.html'), ...(serverRender ? [path.join('web', 'dist-ssr', 'render.js')] : [])].filter((file) => !fs.existsSync(path.join(ROOT, file)));
  if (missing.length) throw new Error(`Build the web app first (npm run build): ${missing.join(', ')} missing`);
}
