import { z } from 'zod';

const openApiSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

/**
 * The routes the running server has, from its OpenAPI document, so a phase whose routes have not landed yet is
 * skipped with a line saying which ones, instead of failing on 404s.
 */
export class RouteTable {
  private readonly routes = new Set<string>();

  static async load(baseUrl: string): Promise<RouteTable> {
    const table = new RouteTable();
    const res = await fetch(`${baseUrl}/api/docs/json`);
    if (res.status !== 200) throw new Error(`GET /api/docs/json answered ${res.status}`);
    const doc = openApiSchema.parse(await res.json());
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) table.routes.add(RouteTable.key(method, path));
    }
    return table;
  }

  private static key(method: string, path: string): string {
    return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}').replace(/:[A-Za-z_]+/g, '{}')}`;
  }

  has(method: string, path: string): boolean {
    return this.routes.has(RouteTable.key(method, path));
  }

  /** The routes of `needed` ("POST /api/bets/multiple") this server does not have. */
  missing(needed: readonly string[]): string[] {
    return needed.filter((spec) => {
      const [method = '', path = ''] = spec.split(' ');
      return !this.has(method, path);
    });
  }
}
