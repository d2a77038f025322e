import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBrowser, readForm, type TSamlPost } from './browser';
import {
  createSigningPair,
  writeConfig,
  writeUsers,
  type TTestSamlUser,
  type TTestServiceProvider,
} from './config-files';

export { readForm, type TSamlPost } from './browser';
export { createSigningPair, type TTestSamlUser, type TTestServiceProvider } from './config-files';

/** Where Debian's simplesamlphp package puts its web root. */
const WWW = '/usr/share/simplesamlphp/www';
const STARTUP_MS = 15_000;

/** A real SAML 2.0 identity provider (SimpleSAMLphp under `php -S`) on 127.0.0.1. */
export interface TTestSamlIdp {
  entityId: string;
  /** The single sign-on service (HTTP-Redirect binding) to configure at the SP. */
  ssoUrl: string;
  metadataUrl: string;
  /** The certificate (PEM) the IdP signs its assertions with. */
  cert: string;
  /** Lets this person sign in with the username and password form from now on. */
  addUser(user: TTestSamlUser): void;
  /**
   * Opens the SP's redirect to the IdP like a browser, fills in the login form as `user`, and
   * returns the form the IdP would auto-post to the SP (not posted: the test does that).
   */
  signIn(
    redirectUrl: string,
    user: Pick<TTestSamlUser, 'username' | 'password'>,
  ): Promise<TSamlPost>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Starts Debian's SimpleSAMLphp with a fresh configuration in a temporary directory, answering
 * the given service providers, and waits until its metadata answers. Throws (never skips) when
 * php or simplesamlphp is missing or the IdP does not come up.
 */
export async function startTestSamlIdp(options: {
  serviceProviders: TTestServiceProvider[];
  /** Key and certificate (PEM) for 127.0.0.1: the IdP is then reached over https, as real ones are. */
  tls?: { key: string; cert: string };
}): Promise<TTestSamlIdp> {
  if (!existsSync(WWW)) {
    throw new Error(
      `SimpleSAMLphp is not installed (${WWW}): apt-get install php-cli php-xml simplesamlphp`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'crowdeck-saml-idp-'));
  const port = await freePort();
  const proxy = options.tls ? await startTlsProxy(options.tls, port) : null;
  const baseUrl = proxy
    ? `https://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    : `http://127.0.0.1:${port}`;
  const entityId = `${baseUrl}/saml2/idp/metadata.php`;
  writeConfig(dir, { baseUrl, entityId, serviceProviders: options.serviceProviders });
  const { cert } = createSigningPair(join(dir, 'cert'), 'idp');
  const users: TTestSamlUser[] = [];

  const child = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', WWW], {
    env: { ...process.env, SIMPLESAMLPHP_CONFIG_DIR: dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    if (proxy) {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const metadataUrl = entityId;
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`php -S exited (${child.exitCode}): ${output}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/saml2/idp/metadata.php`).then(
      async (response) => response.ok && (await response.text()).includes('EntityDescriptor'),
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`SimpleSAMLphp did not answer ${metadataUrl}: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    entityId,
    ssoUrl: `${baseUrl}/saml2/idp/SSOService.php`,
    metadataUrl,
    cert,
    addUser(user) {
      users.push(user);
      writeUsers(dir, users);
    },
    async signIn(redirectUrl, user) {
      const browser = createBrowser();
      const login = await browser.open(new URL(redirectUrl));
      const form = readForm(login.html);
      if (!form?.fields.has('username')) throw new Error(`no login form: ${login.html}`);
      form.fields.set('username', user.username);
      form.fields.set('password', user.password);
      const answer = await browser.open(
        new URL(form.action || login.url.href, login.url),
        new URLSearchParams([...form.fields]),
      );
      const post = readForm(answer.html);
      const samlResponse = post?.fields.get('SAMLResponse');
      if (!post || !samlResponse) throw new Error(`no SAMLResponse: ${answer.html}`);
      return {
        action: post.action,
        samlResponse,
        relayState: post.fields.get('RelayState') ?? null,
      };
    },
    close: stop,
  };
}

/** An https front for `php -S` (which speaks only http): requests are passed on as they are. */
async function startTlsProxy(tls: { key: string; cert: string }, port: number): Promise<TlsServer> {
  const server = createTlsServer(tls, (req, res) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
