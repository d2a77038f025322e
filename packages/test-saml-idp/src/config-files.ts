import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A service provider the identity provider answers: its entity ID and assertion consumer URL. */
export interface TTestServiceProvider {
  entityId: string;
  acsUrl: string;
}

/** Someone who can sign in at the identity provider, with the attributes it asserts. */
export interface TTestSamlUser {
  username: string;
  password: string;
  email: string;
  displayName: string;
}

/** A PHP string literal of `value`. */
const php = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A throw-away RSA key and self-signed certificate (PEM) made by openssl in `dir`. */
export function createSigningPair(dir: string, name: string): { key: string; cert: string } {
  const keyFile = join(dir, `${name}.key`);
  const certFile = join(dir, `${name}.crt`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '2',
      '-subj',
      `/CN=${name}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
}

/**
 * Writes SimpleSAMLphp's configuration into `dir` (its SIMPLESAMLPHP_CONFIG_DIR): the IdP at
 * `baseUrl` signing with `cert/idp.key`, the `exampleauth:UserPass` source reading its users from
 * `users.json` on every request (so tests add people while it runs), and the known SPs.
 */
export function writeConfig(
  dir: string,
  options: { baseUrl: string; entityId: string; serviceProviders: TTestServiceProvider[] },
): void {
  for (const sub of ['cert', 'metadata', 'log', 'data', 'tmp', 'sessions']) {
    mkdirSync(join(dir, sub), { recursive: true });
  }
  writeFileSync(
    join(dir, 'config.php'),
    `<?php
$config = [
  'baseurlpath' => ${php(`${options.baseUrl}/`)},
  'certdir' => ${php(join(dir, 'cert/'))},
  'loggingdir' => ${php(join(dir, 'log/'))},
  'datadir' => ${php(join(dir, 'data/'))},
  'tempdir' => ${php(join(dir, 'tmp'))},
  'metadatadir' => ${php(join(dir, 'metadata/'))},
  'metadata.sources' => [['type' => 'flatfile', 'directory' => ${php(join(dir, 'metadata'))}]],
  'secretsalt' => ${php(randomBytes(24).toString('hex'))},
  'auth.adminpassword' => ${php(randomBytes(24).toString('hex'))},
  'technicalcontact_email' => 'idp@example.test',
  'timezone' => 'UTC',
  'enable.saml20-idp' => true,
  'module.enable' => ['exampleauth' => true, 'core' => true, 'saml' => true, 'admin' => true],
  'store.type' => 'phpsession',
  'session.phpsession.savepath' => ${php(join(dir, 'sessions'))},
  'session.cookie.secure' => false,
  'session.cookie.samesite' => null,
  'language.cookie.secure' => false,
  'logging.handler' => 'file',
  'logging.logfile' => 'simplesamlphp.log',
  'logging.level' => SimpleSAML\\Logger::WARNING,
  'showerrors' => true,
  'production' => false,
];
`,
  );
  writeFileSync(
    join(dir, 'authsources.php'),
    `<?php
$users = [];
foreach (json_decode(file_get_contents(__DIR__ . '/users.json'), true) as $user) {
  $users[$user['username'] . ':' . $user['password']] = [
    'uid' => [$user['username']],
    'email' => [$user['email']],
    'displayName' => [$user['displayName']],
  ];
}
$config = [
  'admin' => ['core:AdminPassword'],
  'test-users' => array_merge(['exampleauth:UserPass'], $users),
];
`,
  );
  writeUsers(dir, []);
  writeFileSync(
    join(dir, 'metadata', 'saml20-idp-hosted.php'),
    `<?php
$metadata[${php(options.entityId)}] = [
  'host' => '__DEFAULT__',
  'privatekey' => ${php(join(dir, 'cert', 'idp.key'))},
  'certificate' => ${php(join(dir, 'cert', 'idp.crt'))},
  'auth' => 'test-users',
  'attributes.NameFormat' => 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic',
  'signature.algorithm' => 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
];
`,
  );
  writeFileSync(
    join(dir, 'metadata', 'saml20-sp-remote.php'),
    `<?php
${options.serviceProviders
  .map(
    (sp) => `$metadata[${php(sp.entityId)}] = [
  'AssertionConsumerService' => ${php(sp.acsUrl)},
  'NameIDFormat' => 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
];`,
  )
  .join('\n')}
`,
  );
}

/** Replaces the people who can sign in (read by authsources.php on each request). */
export function writeUsers(dir: string, users: TTestSamlUser[]): void {
  writeFileSync(join(dir, 'users.json'), JSON.stringify(users));
}
