import { createHmac } from 'node:crypto';

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/**
 * An HS256 JWT in the shape the server signs (`sub` = user id, `ver` = token version, `role` = user type, as a login
 * answers it), signed with the JWT_SECRET the harness gave the server. Used only for members the harness created in SQL, so it need not log in each of them
 * (argon2id costs about 0.3 s a call here); the first such token is checked against /api/users/profile, and the run
 * falls back to real logins if the server refuses it.
 */
export function signToken(secret: string, userId: string, tokenVersion = 0, role = 'Member'): string {
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ sub: userId, ver: tokenVersion, role, iat: now, exp: now + 6 * 3600 }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
