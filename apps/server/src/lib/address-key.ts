import ipaddr from 'ipaddr.js';

/**
 * The key a per-address limit counts a client under. An IPv4 address (also when written as an
 * IPv4-mapped IPv6 address) counts alone; an IPv6 address counts with its whole /64, because one
 * home or phone is normally handed a /64 and could otherwise try codes or passwords from billions
 * of addresses. Anything that does not parse is used as it is.
 */
export function toAddressKey(address: string): string {
  let key = recent.get(address);
  if (key === undefined) {
    // Parsing costs more than the limit it serves (a join flood, thousands of joins a second).
    if (recent.size >= RECENT_MAX) recent.clear();
    key = parseAddressKey(address);
    recent.set(address, key);
  }
  return key;
}

/** Addresses seen lately and their keys (a classroom shares a few; bounded all the same). */
const recent = new Map<string, string>();
const RECENT_MAX = 10_000;

function parseAddressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = parsed
    .toByteArray()
    .slice(0, 8)
    .concat(Array.from({ length: 8 }, () => 0));
  return `${ipaddr.fromByteArray(prefix).toString()}/64`;
}
