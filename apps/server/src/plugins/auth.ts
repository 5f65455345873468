import jwt from '@fastify/jwt';
import { messages } from '@wicket/shared/messages';
import type { UserType } from '@wicket/shared/schemas/users';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

/** Who is calling, read fresh from the database on every request (type, club and token version can change). */
export type AuthContext = {
  userId: string;
  userType: UserType;
  /** The club a Member belongs to or a Manager runs; null for Admins and club-less Members. */
  clubId: string | null;
};

type TokenPayload = { sub: string; ver: number };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyInstance {
    /** Any signed-in user. */
    authenticate: onRequestHookHandler;
    /** Signed in and one of these types (403 otherwise). */
    requireRole(...types: UserType[]): onRequestHookHandler;
    signToken(user: { id: string; tokenVersion: number }): string;
  }
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { secret: string; expiresIn: string }) {
    await app.register(jwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256', expiresIn: opts.expiresIn },
      verify: { algorithms: ['HS256'] },
    });

    app.decorateRequest('auth', null as unknown as AuthContext);

    app.decorate('signToken', (user: { id: string; tokenVersion: number }) =>
      app.jwt.sign({ sub: user.id, ver: user.tokenVersion }),
    );

    // Every authenticated request runs this: built once, and a named prepared statement on PostgreSQL, so neither
    // Drizzle nor the database parses it again.
    const findTokenUser = app.db
      .select({ id: users.id, userType: users.userType, memberOf: users.memberOf, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('auth_token_user');

    async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      let payload: TokenPayload;
      try {
        payload = await request.jwtVerify<TokenPayload>();
      } catch {
        throw unauthorized(messages.unauthorized);
      }
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') throw unauthorized(messages.unauthorized);
      const [row] = await findTokenUser.execute({ id: payload.sub });
      // A deleted user or a token issued before the last password change is no longer valid.
      if (!row || row.tokenVersion !== payload.ver) throw unauthorized(messages.unauthorized);
      request.auth = { userId: row.id, userType: row.userType, clubId: row.userType === 'Admin' ? null : row.memberOf };
    }

    app.decorate('authenticate', authenticate as onRequestHookHandler);
    app.decorate('requireRole', (...types: UserType[]) => {
      const allowed = new Set(types);
      return async function requireRole(request: FastifyRequest, reply: FastifyReply) {
        await authenticate(request, reply);
        if (!allowed.has(request.auth.userType)) throw forbidden(messages.forbidden);
      } as onRequestHookHandler;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
