import { expect, it } from 'vitest';
import { call, useTestApp } from '../../helpers/app';

const t = useTestApp();

it('documents the bets, settlement and winners routes in the OpenAPI document', async () => {
  const res = await call(t.app, 'GET', '/api/docs/json');
  expect(res.status).toBe(200);
  const paths = Object.keys(res.body.paths);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/api/bets/multiple',
      '/api/bets/group/{groupId}',
      '/api/bets/my-bets',
      '/api/matches/{id}/approve-credits',
      '/api/winners/group/{groupId}',
      '/api/winners/my-winnings',
    ]),
  );
  const body = res.body.paths['/api/bets/multiple'].post.requestBody.content['application/json'].schema;
  expect(Object.keys(body.properties)).toEqual(['betAmount', 'matchId', 'groupId', 'combinations']);
});

it('documents the Idempotency-Key header on every money write that takes one', async () => {
  const res = await call(t.app, 'GET', '/api/docs/json');
  const writes = [
    ['/api/bets/multiple', 'post'],
    ['/api/users/add-credit/{id}', 'put'],
    ['/api/users/deduct-credit/{id}', 'put'],
    ['/api/matches/{id}/approve-credits', 'post'],
  ] as const;
  for (const [path, method] of writes) {
    const parameters: { in: string; name: string; required?: boolean }[] = res.body.paths[path][method].parameters;
    expect(parameters.filter((p) => p.in === 'header')).toEqual([
      expect.objectContaining({ name: 'idempotency-key', required: false }),
    ]);
  }
});

it('documents the paging of a group’s bets: page and limit in the query, a list or a page in the answer', async () => {
  const res = await call(t.app, 'GET', '/api/docs/json');
  const route = res.body.paths['/api/bets/group/{groupId}'].get;
  const query: { in: string; name: string; required?: boolean }[] = route.parameters.filter(
    (p: { in: string }) => p.in === 'query',
  );
  expect(query.map((p) => [p.name, p.required ?? false])).toEqual([
    ['page', false],
    ['limit', false],
  ]);
  const answer = JSON.stringify(route.responses['200']);
  for (const field of ['total', 'page', 'limit', 'bets']) expect(answer).toContain(`"${field}"`);
  expect(route.description).toContain('500');
});
