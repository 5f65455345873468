import { randomInt } from 'node:crypto';
import { E2E_ADMIN } from './server';

/**
 * Arranging data through the real API (what a manager or admin would do in their screens), so the browser tests
 * only click through what they are about.
 */
export type AuthUser = { _id: string; firstName: string; userType: string; credits: number; token: string };
export type Match = {
  _id: string;
  team1: string;
  team2: string;
  dateTime: string;
  status: string;
  result: string | null;
};
export type Group = { _id: string; betType: string; betAmount: number; totalBetAmount: number };
export type Person = { firstName: string; lastName: string; phone: string; password: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
}

/** A phone number no other test of this run uses: 9 followed by 9 random digits. */
export function uniquePhone(): string {
  return `9${randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`;
}

export function newPerson(firstName: string, lastName = 'Tester'): Person {
  return { firstName, lastName, phone: uniquePhone(), password: `pw-${firstName.toLowerCase()}-123` };
}

export class Api {
  constructor(readonly baseUrl: string) {}

  async request<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) {
      throw new ApiError(response.status, body, `${method} ${path} answered ${response.status}: ${text}`);
    }
    return body as T;
  }

  login(phone: string, password: string) {
    return this.request<AuthUser>('POST', '/api/users/login', { body: { phoneNumber: phone, password } });
  }

  adminLogin() {
    return this.login(E2E_ADMIN.phone, E2E_ADMIN.password);
  }

  register(person: Person, referralCode?: string) {
    return this.request<AuthUser>('POST', '/api/users/register', {
      body: {
        firstName: person.firstName,
        lastName: person.lastName,
        email: null,
        countryCode: '+91',
        phoneNumber: person.phone,
        password: person.password,
        referralCode: referralCode ?? null,
      },
    });
  }

  profile(token: string) {
    return this.request<{ _id: string; credits: number; referralCode: string; memberOf: { _id: string } | null }>(
      'GET',
      '/api/users/profile',
      { token },
    );
  }
}

/** A club with its Manager, and what the Manager does for it. */
export class ClubScenario {
  private constructor(
    readonly api: Api,
    readonly clubId: string,
    readonly clubName: string,
    readonly manager: Person,
    readonly managerToken: string,
  ) {}

  static async create(
    api: Api,
    clubName = `Club ${uniquePhone().slice(-5)}`,
    managerFirstName = 'Manny',
  ): Promise<ClubScenario> {
    const admin = await api.adminLogin();
    const manager = newPerson(managerFirstName, 'Manager');
    const club = await api.request<{ _id: string }>('POST', '/api/clubs', {
      token: admin.token,
      body: {
        clubName,
        managerFirstName: manager.firstName,
        managerLastName: manager.lastName,
        managerEmail: null,
        countryCode: '+91',
        managerPhone: manager.phone,
        managerPassword: manager.password,
        managerShare: 10,
        adminShare: 5,
      },
    });
    const { token } = await api.login(manager.phone, manager.password);
    return new ClubScenario(api, club._id, clubName, manager, token);
  }

  private call<T>(method: string, path: string, body?: unknown) {
    return this.api.request<T>(method, path, { token: this.managerToken, body });
  }

  /** A new member of this club (registered by the Manager), with credits added when asked. */
  async addMember(firstName: string, credits = 0): Promise<Person & { _id: string; token: string }> {
    const person = newPerson(firstName);
    const member = await this.call<{ _id: string; welcomeLink: string }>('POST', '/api/users/register-member', {
      firstName: person.firstName,
      lastName: person.lastName,
      email: `${person.phone}@example.com`,
      countryCode: '+91',
      phoneNumber: person.phone,
    });
    if (credits > 0) await this.addCredit(member._id, credits);
    // The member chooses the password with the welcome link (staff never set it), which signs them in.
    const welcomeToken = member.welcomeLink.split('/welcome/')[1] ?? '';
    const { token } = await this.api.request<{ token: string }>('POST', `/api/users/welcome/${welcomeToken}`, {
      body: { password: person.password },
    });
    return { ...person, _id: member._id, token };
  }

  addCredit(userId: string, amount: number) {
    return this.call('PUT', `/api/users/add-credit/${userId}`, { creditAmount: amount });
  }

  async createMatch(team1: string, team2: string, dateTime: Date, status: 'Active' | 'Inactive' = 'Active') {
    return this.call<Match>('POST', '/api/matches', { team1, team2, dateTime: dateTime.toISOString(), status });
  }

  updatePlayers(matchId: string, team1: string[], team2: string[]) {
    const byIndex = (names: string[]) => Object.fromEntries(names.map((name, index) => [String(index), name]));
    return this.call('PUT', `/api/matches/${matchId}/update-players`, {
      team1Players: byIndex(team1),
      team2Players: byIndex(team2),
    });
  }

  createGroup(
    matchId: string,
    options: {
      betType?: 'First Better' | 'Multi Betters' | 'Bidding Method' | 'Fantasy Team';
      betAmount?: number;
      /** Bidding Method only. */
      minimumIncrement?: number;
      /** Fantasy Team only (design-contests section 1); the server's defaults when left out. */
      teamSize?: number;
      shares?: [number, number, number];
    } = {},
  ) {
    const [winnerShare1, winnerShare2, winnerShare3] = options.shares ?? [50, 30, 10];
    return this.call<Group>('POST', '/api/groups', {
      matchId,
      betType: options.betType ?? 'First Better',
      betAmount: options.betAmount ?? 10,
      minimumIncrement: options.minimumIncrement ?? null,
      ...(options.teamSize === undefined ? {} : { teamSize: options.teamSize }),
      winnerShare1,
      winnerShare2,
      winnerShare3,
      status: 'Active',
    });
  }

  saveResult(matchId: string, team1Scores: number[], team2Scores: number[]) {
    return this.call<{ _id: string }>('POST', '/api/results', { matchId, team1Scores, team2Scores });
  }

  approveCredits(matchId: string) {
    return this.call<{ message: string }>('POST', `/api/matches/${matchId}/approve-credits`, {});
  }
}

/** Enters a Fantasy Team as a member, through the API (codes `1`-`7` and `A`-`G`). */
export function enterTeam(
  api: Api,
  token: string,
  groupId: string,
  team: { players: string[]; captain: string; viceCaptain: string },
) {
  return api.request<{ message: string }>('POST', `/api/groups/${groupId}/teams`, { token, body: team });
}

/** Places bets as a member, through the API (for arranging other members' bets). */
export function placeBets(
  api: Api,
  token: string,
  bet: { matchId: string; groupId: string; betAmount: number; combinations: string[] },
) {
  return api.request<{ message: string; credits: number }>('POST', '/api/bets/multiple', { token, body: bet });
}

const HOUR = 3_600_000;

/** Times relative to now that land on the right local day whatever the clock says. */
export const when = {
  /** Later than now and on another day: bets are open, the match is not in the Live tab. */
  inDays: (days: number) => new Date(Date.now() + days * 24 * HOUR),
  /** Today in the local day: a minute from now, or a minute ago right before midnight. */
  today: () => {
    const now = new Date();
    const soon = new Date(now.getTime() + 60_000);
    return soon.getDate() === now.getDate() ? soon : new Date(now.getTime() - 60_000);
  },
  daysAgo: (days: number) => new Date(Date.now() - days * 24 * HOUR),
};

export const TEAM1_PLAYERS = ['Rohit', 'Gill', 'Kohli', 'Iyer', 'Pant', 'Jadeja', 'Bumrah'];
export const TEAM2_PLAYERS = ['Warner', 'Head', 'Smith', 'Labuschagne', 'Maxwell', 'Cummins', 'Starc'];
