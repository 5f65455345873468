import type { FastifyInstance, FastifySchema, onRequestHookHandler } from 'fastify';

/**
 * Options for a feature's signed-in routes: who may call (in `onRequest`, so a wrong caller is refused before the
 * body is read) and the route's OpenAPI schema with the feature's tag and the bearer security every such route
 * declares. `readers`: any signed-in user (the service scopes them to their club); `staff`: Managers and Admins;
 * `admins`: Admins only.
 */
export function signedInRouteOptions(app: FastifyInstance, tag: string) {
  const options = <S extends FastifySchema>(onRequest: onRequestHookHandler, schema: S) => ({
    onRequest,
    schema: { tags: [tag], security: [{ bearer: [] }], ...schema },
  });
  const staff = app.requireRole('Manager', 'Admin');
  const admins = app.requireRole('Admin');
  return {
    readers: <S extends FastifySchema>(schema: S) => options(app.authenticate, schema),
    staff: <S extends FastifySchema>(schema: S) => options(staff, schema),
    admins: <S extends FastifySchema>(schema: S) => options(admins, schema),
  };
}
