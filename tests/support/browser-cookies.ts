// A browser's cookie jar for API tests that follow a sign-in over several requests (the code step of
// two-factor sign-in, the device cookie): keeps what each answer sets, drops what it expires.
export function createCookieJar() {
  const cookies = new Map<string, string>();
  return {
    /** The Cookie header to send. */
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    /** Keeps the cookies an answer sets. */
    keep(headers: Headers) {
      for (const line of headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    has: (suffix: string) => [...cookies.keys()].some((name) => name.endsWith(suffix)),
    /** Only the session cookie, as another browser of the same account would not have this one's device id. */
    sessionOnly: () =>
      [...cookies]
        .filter(([name]) => name.endsWith('.session_token'))
        .map(([n, v]) => `${n}=${v}`)
        .join('; '),
  };
}
