import { createHmac, randomBytes } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/**
 * The key a per-address limit counts a client under: a keyed hash (HMAC-SHA256 under the
 * installation's address key) of the client's network, never the address itself, so neither
 * Redis, memory dumps nor the database can give back a participant's address. An IPv4 address
 * (also when written as an IPv4-mapped IPv6 address) counts alone; an IPv6 address counts with
 * its whole /64, because one home or phone is normally handed a /64 and could otherwise try
 * codes or passwords from billions of addresses.
 */
export function toAddressKey(address: string): string {
  // Addresses are held in memory for a minute at most, and never more than RECENT_MAX of them.
  const now = Date.now();
  if (now - recentSince > RECENT_MS) {
    recent.clear();
    recentSince = now;
  }
  let key = recent.get(address);
  if (key === undefined) {
    // Parsing and hashing cost more than the limit they serve (thousands of joins a second).
    if (recent.size >= RECENT_MAX) recent.clear();
    key = hashLimitKey(toNetwork(address));
    recent.set(address, key);
  }
  return key;
}

/** A keyed hash of any rate-limit key (an address's network, an email, an account id). */
export function hashLimitKey(key: string): string {
  return createHmac('sha256', secret).update(key).digest('base64url').slice(0, 22);
}

/**
 * Sets the key of the hashes. Every node of an installation must use the same key so that they
 * count a client alike in Redis; without a call a random key of this process is used.
 */
export function setAddressHashKey(key: string): void {
  if (key.length < 16) throw new Error('the address hash key is too short');
  secret = key;
  recent.clear();
}

let secret = randomBytes(32).toString('base64url');

/** Addresses seen lately and their keys (a classroom shares a few; bounded all the same). */
const recent = new Map<string, string>();
const RECENT_MAX = 10_000;
const RECENT_MS = 60_000;
let recentSince = 0;

/** The network an address counts in: the IPv4 address, the IPv6 /64, or an unparsable text. */
export function toNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = parsed
    .toByteArray()
    .slice(0, 8)
    .concat(Array.from({ length: 8 }, () => 0));
  return `${ipaddr.fromByteArray(prefix).toString()}/64`;
}
