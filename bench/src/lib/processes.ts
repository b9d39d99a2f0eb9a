import { spawn, type ChildProcess } from 'node:child_process';
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
