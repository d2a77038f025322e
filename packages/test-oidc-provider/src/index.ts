import { createPrivateKey, createSign, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** Who the next sign-in at the provider is: the claims its ID token carries. */
export interface TTestAccount {
  sub: string;
  /** Missing as in Microsoft Entra ID tokens without the optional `email` claim. */
  email?: string;
  email_verified?: boolean;
  name: string;
  /** Entra: the user's sign-in name (a UPN, often an address); mutable, never verified. */
  preferred_username?: string;
  /** Entra: the tenant (directory) the user signed in to. */
  tid?: string;
  /** Entra: the user's object id, the same for every app of the tenant. */
  oid?: string;
  /** Entra's optional claim: the tenant has verified it owns the domain of `email`. */
  xms_edov?: boolean;
}

/** A real OpenID provider (oidc-provider) on 127.0.0.1, with a scripted login step. */
export interface TTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next interaction signs in (no login form: the test decides). */
  signInAs(account: TTestAccount): void;
  /** Alters the next ID token in flight: its payload changes, its signature does not. */
  tamperNextIdToken(edit: (payload: Record<string, unknown>) => Record<string, unknown>): void;
  /** How many ID tokens were altered so far. */
  readonly tamperedTokens: number;
  /**
   * Edits the next ID token and signs it again with the provider's own key: a token the provider
   * could have issued. Entra signs every tenant's tokens with the same keys, so this is how a
   * token of another tenant reaches an app.
   */
  reissueNextIdToken(edit: (payload: Record<string, unknown>) => Record<string, unknown>): void;
  close(): Promise<void>;
}

/** A key and certificate (PEM) for 127.0.0.1: the provider then speaks https, as real ones do. */
export interface TTestProviderTls {
  key: string;
  cert: string;
}

/**
 * Starts oidc-provider (the certified implementation) on a random port of 127.0.0.1 with one
 * confidential client redirecting to `redirectUri`, over http or, given `tls`, https.
 * Interactions are answered by the harness: the login as the account given to `signInAs`, the
 * consent to the scopes asked. With `entraTenantId` it stands in for Microsoft Entra ID: the
 * issuer has Entra's v2.0 tenant-specific shape (`<origin>/<tenant id>/v2.0`) and the ID token
 * carries `tid`, `oid`, `preferred_username` and `xms_edov` when the account has them.
 */
export async function startTestProvider(
  redirectUri: string,
  options: { tls?: TTestProviderTls; entraTenantId?: string } = {},
): Promise<TTestProvider> {
  const clientId = 'crowdeck-test';
  const clientSecret = 'a-client-secret-that-must-never-leave-the-server';
  const accounts = new Map<string, TTestAccount>();
  let next: TTestAccount | null = null;
  let tamper: ((payload: Record<string, unknown>) => Record<string, unknown>) | null = null;
  let provider: Provider | null = null;
  let tamperedTokens = 0;
  let reissue: ((payload: Record<string, unknown>) => Record<string, unknown>) | null = null;
  // Generated as PEM, then read into a key of its own: exporting the generated KeyObject itself
  // as JWK can deadlock Node 20 (a GC inside the export runs the generating job's destructor,
  // which waits on the lock the export holds).
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const signingKey: JsonWebKey = {
    ...createPrivateKey(privateKey).export({ format: 'jwk' }),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    void handle(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  };
  const server = options.tls ? createTlsServer(options.tls, listener) : createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const scheme = options.tls ? 'https' : 'http';
  const origin = `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Entra's issuer has a path: the provider is mounted under it.
  const mount = options.entraTenantId ? `/${options.entraTenantId}/v2.0` : '';
  const issuer = `${origin}${mount}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
    jwks: { keys: [signingKey as Record<string, string>] },
    claims: {
      openid: ['sub', 'tid'],
      email: ['email', 'email_verified', 'xms_edov'],
      profile: ['name', 'preferred_username', 'oid'],
    },
    // The ID token carries email and name (as most providers' do), so altering it is the attack.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${mount}/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key-of-the-provider'] },
  };
  provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  async function interact(req: IncomingMessage, res: ServerResponse, op: Provider) {
    const details = await op.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!next) throw new Error('signInAs was not called');
      accounts.set(next.sub, next);
      const accountId = next.sub;
      next = null;
      await op.interactionFinished(
        req,
        res,
        { login: { accountId } },
        {
          mergeWithLastSubmission: false,
        },
      );
      return;
    }
    const grant = new op.Grant({
      accountId: details.session?.accountId,
      clientId: String(details.params.client_id),
    });
    const missing = details.prompt.details as { missingOIDCScope?: string[] };
    grant.addOIDCScope((missing.missingOIDCScope ?? ['openid']).join(' '));
    const grantId = await grant.save();
    await op.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      {
        mergeWithLastSubmission: true,
      },
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const op = provider!;
    if (mount) {
      if (!req.url?.startsWith(`${mount}/`)) {
        res.statusCode = 404;
        res.end('not under the issuer');
        return;
      }
      // As a mounting framework would: oidc-provider reads its mount path from originalUrl.
      Object.assign(req, { originalUrl: req.url });
      req.url = req.url.slice(mount.length);
    }
    if (req.url?.startsWith('/interaction/')) return interact(req, res, op);
    if (req.url?.startsWith('/token') && reissue) {
      const edit = reissue;
      reissue = null;
      const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
      res.end = ((chunk?: unknown) => {
        const altered = reissueIdToken(chunk, edit, privateKey);
        if (altered !== chunk) res.setHeader('content-length', Buffer.byteLength(String(altered)));
        return end(altered);
      }) as typeof res.end;
    }
    if (req.url?.startsWith('/token') && tamper) {
      const edit = tamper;
      tamper = null;
      const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
      res.end = ((chunk?: unknown) => {
        const altered = tamperIdToken(chunk, edit);
        if (altered !== chunk) tamperedTokens += 1;
        return end(altered);
      }) as typeof res.end;
    }
    await callback(req, res);
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account;
    },
    tamperNextIdToken(edit) {
      tamper = edit;
    },
    reissueNextIdToken(edit) {
      reissue = edit;
    },
    get tamperedTokens() {
      return tamperedTokens;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A token response's body, its ID token's parts and claims; null for any other chunk. */
function readIdToken(chunk: unknown) {
  if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return null;
  let body: { id_token?: string };
  try {
    body = JSON.parse(chunk.toString()) as { id_token?: string };
  } catch {
    return null;
  }
  if (!body.id_token) return null;
  const [header, payload, signature] = body.id_token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  return { text: chunk.toString(), body, header, signature, claims };
}

/**
 * The token response with the ID token's payload edited and its signature kept; the response
 * unchanged when it is no token response or the edit would change its length (Content-Length).
 */
function tamperIdToken(
  chunk: unknown,
  edit: (payload: Record<string, unknown>) => Record<string, unknown>,
): unknown {
  const token = readIdToken(chunk);
  if (!token) return chunk;
  const { text, body, header, signature, claims } = token;
  const edited = Buffer.from(JSON.stringify(edit(claims))).toString('base64url');
  body.id_token = [header, edited, signature].join('.');
  const tampered = JSON.stringify(body);
  return Buffer.byteLength(tampered) === Buffer.byteLength(text) ? tampered : chunk;
}

/** The token response with the ID token's payload edited and signed again (RS256, same key id). */
function reissueIdToken(
  chunk: unknown,
  edit: (payload: Record<string, unknown>) => Record<string, unknown>,
  privateKey: Parameters<ReturnType<typeof createSign>['sign']>[0],
): unknown {
  const token = readIdToken(chunk);
  if (!token) return chunk;
  const { body, header, claims } = token;
  const signed = `${header}.${Buffer.from(JSON.stringify(edit(claims))).toString('base64url')}`;
  const signature = createSign('RSA-SHA256').update(signed).sign(privateKey, 'base64url');
  body.id_token = `${signed}.${signature}`;
  return JSON.stringify(body);
}

/**
 * Follows a browser's redirects from `url` (keeping the provider's cookies) until one leads to
 * `stopAt`, and returns that address: the callback the provider sends the browser to.
 */
export async function followRedirects(url: string, stopAt: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let current = new URL(url);
  for (let hop = 0; hop < 15; hop++) {
    if (current.href.startsWith(stopAt)) return current;
    const response = await fetch(current, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) {
      throw new Error(`${current.pathname} answered ${response.status}: ${await response.text()}`);
    }
    current = new URL(location, current);
  }
  throw new Error('too many redirects');
}
