/** One cookie at path / with SameSite=Lax, read and written through document.cookie. */
interface TCookieOptions {
  /** Lifetime in days from now; a negative number deletes the cookie. */
  days: number;
  secure?: boolean;
}

/** The decoded value of the named cookie, or undefined when it is not set. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const pair of cookies.split('; ')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || decodeURIComponent(pair.slice(0, separator)) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1));
    } catch {
      return pair.slice(separator + 1);
    }
  }
  return undefined;
}

/** The Set-Cookie-style string that stores the value at path / for the given days. */
export function serializeCookie(name: string, value: string, options: TCookieOptions): string {
  const expires = new Date(Date.now() + options.days * 864e5).toUTCString();
  const secure = options.secure ? '; Secure' : '';
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Expires=${expires}; Path=/; SameSite=Lax${secure}`;
}

/** Stores the value at path / for the given days. */
export function writeCookie(name: string, value: string, options: TCookieOptions): void {
  document.cookie = serializeCookie(name, value, options);
}

/** Deletes the cookie at path /. */
export function removeCookie(name: string): void {
  document.cookie = serializeCookie(name, '', { days: -1 });
}
