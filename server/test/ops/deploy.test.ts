import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/ops/check-deploy.mjs: the Compose file, the Kubernetes manifests and the Dockerfile
// validated against their schemas (no Docker engine or cluster needed).
const root = path.resolve(import.meta.dirname, '../../..');
const script = path.join(root, 'scripts/ops/check-deploy.mjs');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'check-deploy-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function check(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, ...args], { cwd: root });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string };
    return { code: e.code, out: e.stdout };
  }
}

/** A copy of a repository file with one change. */
function broken(relative: string, change: (text: string) => string): string {
  const file = path.join(scratch, `${Math.random().toString(36).slice(2)}-${path.basename(relative)}`);
  const text = fs.readFileSync(path.join(root, relative), 'utf8');
  const changed = change(text);
  expect(changed).not.toBe(text);
  fs.writeFileSync(file, changed);
  return file;
}

/** A copy of deploy/k8s with one manifest changed. */
function brokenManifests(name: string, change: (text: string) => string): string {
  const dir = fs.mkdtempSync(path.join(scratch, 'k8s-'));
  for (const f of fs.readdirSync(path.join(root, 'deploy/k8s'))) fs.copyFileSync(path.join(root, 'deploy/k8s', f), path.join(dir, f));
  fs.renameSync(broken(`deploy/k8s/${name}`, change), path.join(dir, name));
  return dir;
}

describe('deployment files', () => {
  it('the compose file, every manifest and the Dockerfile are valid', async () => {
    const { code, out } = await check();
    console.log(out.trim());
    expect(out).toContain('deploy/compose.yaml: valid');
    for (const kind of ['Deployment', 'Service', 'Ingress', 'HorizontalPodAutoscaler', 'Job', 'Secret', 'ConfigMap']) expect(out).toContain(`(${kind})`);
    expect(out).toMatch(/Dockerfile: [2-9] stages, USER node, HEALTHCHECK/);
    expect(code).toBe(0);
  });

  it('refuses a compose file outside the Compose Specification', async () => {
    const file = broken('deploy/compose.yaml', (t) => t.replace('    ports:', '    portz:'));
    const { code, out } = await check('--compose', file);
    expect(code).toBe(1);
    expect(out).toMatch(/deploy\/compose.yaml: .*additional properties \(portz\)/);
  });

  it('refuses a manifest of the wrong shape and a Secret template holding a value', async () => {
    let r = await check('--k8s', brokenManifests('deployment.yaml', (t) => t.replace('replicas: 2', 'replicas: two')));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/deployment.yaml: .*replicas must be integer/);
    r = await check('--k8s', brokenManifests('secret.template.yaml', (t) => t.replace('APP_SECRET: ""', 'APP_SECRET: "a-real-secret-value"')));
    expect(r.code).toBe(1);
    expect(r.out).toContain('APP_SECRET holds a value');
  });

  it('refuses a Dockerfile with one stage, running as root or without a health check', async () => {
    let r = await check('--dockerfile', broken('Dockerfile', (t) => t.replace(/^USER node$/m, 'USER root')));
    expect(r.out).toContain('final USER is root');
    r = await check('--dockerfile', broken('Dockerfile', (t) => t.replace(/^HEALTHCHECK[^\n]*\\\n[^\n]*\n/m, '')));
    expect(r.out).toContain('no HEALTHCHECK');
    r = await check('--dockerfile', broken('Dockerfile', (t) => t.replace(/^FROM node:20-slim AS build[\s\S]*?(?=^FROM )/m, '')));
    expect(r.out).toContain('one stage only');
    expect(r.code).toBe(1);
  });
});
