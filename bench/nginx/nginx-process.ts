import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

/** Debian's nginx binary, or the one on PATH (NGINX_BIN overrides both). */
function findNginx(): string | null {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/** Returns the nginx binary, installing Debian's package first when it is missing (root only). */
export function ensureNginx(log: (text: string) => void): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('nginx is not installed: run `apt-get install nginx` as root, then again');
  }
  log("nginx is missing: installing Debian's package (apt-get update, apt-get install -y nginx)");
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'nginx']);
  const installed = findNginx();
  if (!installed) throw new Error('apt-get installed nginx but no nginx binary was found');
  return installed;
}

/** Resolves once something accepts TCP connections on the port, or rejects after `ms`. */
async function waitForPort(port: number, child: ChildProcess, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.once('connect', () => done(true)).once('error', () => done(false));
      socket.setTimeout(500, () => done(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not listen on port ${port} within ${ms} ms`);
}

/** A private nginx (its own prefix, pid and logs in `dir`), never the system service. */
export interface TNginx {
  pid: number;
  stop(): Promise<void>;
}

/**
 * Tests the configuration with `nginx -t`, then runs nginx in the foreground as a child of this
 * process and waits until it listens on `port`.
 */
export async function startNginx(bin: string, dir: string, conf: string, port: number) {
  const args = ['-p', dir, '-e', `${dir}/error.log`, '-c', conf];
  const test = spawnSync(bin, ['-t', ...args], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child = spawn(bin, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const nginx: TNginx = {
    pid: child.pid as number,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT'); // graceful: finish open requests, then exit
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
  try {
    await waitForPort(port, child, 10_000);
  } catch (error) {
    await nginx.stop();
    throw error;
  }
  return nginx;
}
