/**
 * A club set up over the HTTP API, as a real admin and manager would (for the harnesses that run the server as its
 * own process: scripts/faults.ts, scripts/nemesis.ts): the admin (ADMIN_PHONE / ADMIN_PASSWORD of the server)
 * creates the club with its manager, the manager registers members and gives them credits, each member sets a
 * password through the welcome link. Any answer other than 2xx throws.
 */

export type ApiMember = { id: string; phone: string; token: string };
export type ApiClub = { managerToken: string; managerId: string; members: ApiMember[] };

export async function apiOk(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function arrangeClub(
  base: string,
  opts: {
    admin: { phone: string; password: string };
    clubName: string;
    members: number;
    /** Credits each member starts with (RS). */
    credits: number;
    /** Ten digits each: the manager's is `${phonePrefix}00002`, members' follow. */
    phonePrefix?: string;
  },
): Promise<ApiClub> {
  const prefix = opts.phonePrefix ?? '90000';
  const admin = await apiOk(base, 'POST', '/api/users/login', {
    body: { phoneNumber: opts.admin.phone, password: opts.admin.password },
  });
  const managerPhone = `${prefix}00002`;
  await apiOk(base, 'POST', '/api/clubs', {
    token: String(admin.token),
    body: {
      clubName: opts.clubName,
      managerFirstName: 'Faye',
      managerLastName: 'Ult',
      countryCode: '+91',
      managerPhone,
      managerPassword: 'faults-manager-pw',
      managerShare: 10,
      adminShare: 5,
    },
  });
  const manager = await apiOk(base, 'POST', '/api/users/login', {
    body: { phoneNumber: managerPhone, password: 'faults-manager-pw' },
  });
  const token = String(manager.token);
  const members = await Promise.all(
    Array.from({ length: opts.members }, async (_, i): Promise<ApiMember> => {
      const phone = `91000${String(i).padStart(5, '0')}`;
      const created = await apiOk(base, 'POST', '/api/users/register-member', {
        token,
        body: {
          firstName: `Member${i}`,
          lastName: 'Fault',
          email: `member${i}@example.com`,
          countryCode: '+91',
          phoneNumber: phone,
        },
      });
      await apiOk(base, 'PUT', `/api/users/add-credit/${created._id}`, {
        token,
        body: { creditAmount: opts.credits },
      });
      // The member chooses the password through the welcome link (staff never set it), which signs them in.
      const welcomeToken = String(created.welcomeLink).split('/welcome/')[1] ?? '';
      const login = await apiOk(base, 'POST', `/api/users/welcome/${welcomeToken}`, {
        body: { password: 'member-pw-1' },
      });
      return { id: String(created._id), phone, token: String(login.token) };
    }),
  );
  return { managerToken: token, managerId: String(manager._id), members };
}

/**
 * A match tomorrow with its groups (Active, shares 50/30/10). `players` names the 14 slots (Fantasy Team groups
 * need them; every player then costs the default 8 credits).
 */
export async function newMatch(
  base: string,
  managerToken: string,
  groups: ({ betType: string; betAmount: number } & Record<string, unknown>)[],
  opts: { players?: boolean } = {},
): Promise<{ matchId: string; groupIds: string[] }> {
  const match = await apiOk(base, 'POST', '/api/matches', {
    token: managerToken,
    body: {
      team1: 'Lions',
      team2: 'Tigers',
      dateTime: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
      status: 'Active',
    },
  });
  if (opts.players) {
    const names = (p: string) => Array.from({ length: 7 }, (_, i) => `${p}${i + 1}`);
    await apiOk(base, 'PUT', `/api/matches/${match._id}/update-players`, {
      token: managerToken,
      body: { team1Players: names('Lion'), team2Players: names('Tiger') },
    });
  }
  const created = [];
  for (const g of groups) {
    created.push(
      await apiOk(base, 'POST', '/api/groups', {
        token: managerToken,
        body: { ...g, matchId: match._id, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10, status: 'Active' },
      }),
    );
  }
  return { matchId: String(match._id), groupIds: created.map((g) => String(g._id)) };
}
