/** Signing a benchmark's accounts in to the gateway under test, as the web app does. */

/**
 * The cookies a browser would send back after signing in over REST (`POST /api/auth/login`, or
 * `/api/auth/admin/login` for an admin); fails unless the gateway answers 200 with a session cookie.
 */
export async function signIn(
  gatewayUrl: string,
  email: string,
  password: string,
  options: { admin?: boolean } = {},
): Promise<string> {
  const response = await fetch(`${gatewayUrl}/api/auth/${options.admin ? 'admin/login' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`signing in ${email} failed (${response.status}): ${text}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`signing in ${email} returned no session cookie`);
  return cookie;
}
