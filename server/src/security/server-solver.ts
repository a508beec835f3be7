// How the walk learns what a route without a schema reads: the body fields it complains about and the
// query keys whose garbage value changes its answer, asked as the admin.

import { signIn } from '../test/factories';
import type { TestApp } from '../test/test-app';
import type { Target } from './walk-routes';
import type { Actors } from './walk-support';
import { buildBody, type Choice, type FieldKind, type Fixtures } from './zod-introspection';

type App = TestApp['app'];

/** The fixtures of a route that needs no rows. */
export const fixturesWithoutRows: Fixtures = {
  today: '2027-01-01',
  ids: {},
  unique: () => String(Math.random()),
};

type SolverOptions = {
  app: App;
  actors: Actors;
  genericFields: Map<string, FieldKind>;
  genericQueryKeys: Map<string, FieldKind>;
};

/** One request as the admin (who may call every route) from an address of its own. */
const adminCaller = ({ app, actors }: Pick<SolverOptions, 'app' | 'actors'>) => {
  let solveCounter = 0;
  return async (method: string, url: string, body: unknown) => {
    solveCounter++;
    const response = await app.inject({
      method: method as 'POST',
      url,
      payload: body as Record<string, unknown>,
      headers: { cookie: actors.cookies.admin ?? '' },
      remoteAddress: `10.250.${(solveCounter >> 8) & 255}.${solveCounter & 255}`,
    });
    if (String(response.headers['set-cookie'] ?? '').includes('resort_sid'))
      actors.cookies.admin = await signIn(app, { id: actors.userIds.admin });
    let errors: Record<string, string> = {};
    try {
      errors = (response.json() as { errors?: Record<string, string> }).errors ?? {};
    } catch {
      // not JSON: no field errors
    }
    return {
      status: response.statusCode,
      body: response.body,
      fields: Object.keys(errors).map((p) => p.split('.')[0] ?? ''),
    };
  };
};

export const serverSolver = ({ app, actors, genericFields, genericQueryKeys }: SolverOptions) => {
  const asAdmin = adminCaller({ app, actors });

  /**
   * A route that parses its body itself: the fields it reads are the generic fields it complains about
   * when one holds an object, and a body it accepts is learnt from its 400 answers ({errors: {field: ...}}),
   * each named field moving on to its next candidate value until the route stops complaining.
   */
  const solveWithServer = async (target: Target, fixtures: Fixtures, url: string) => {
    const choice: Choice = new Map();
    const generic = buildBody(genericFields, choice, fixtures);
    const read = new Map<string, FieldKind>();
    for (const [name, kind] of genericFields) {
      const answer = await asAdmin(target.method, url, { ...generic, [name]: { walk: true } });
      if (answer.status === 400 && answer.fields.includes(name)) read.set(name, kind);
    }
    const fields = read.size
      ? read
      : new Map([...genericFields].filter(([name]) => ['name', 'email', 'message'].includes(name)));
    let accepted = false;
    let last = '';
    for (let round = 0; round < 25; round++) {
      const answer = await asAdmin(target.method, url, buildBody(fields, choice, fixtures));
      last = `${answer.status} ${answer.body.slice(0, 120)}`;
      if (answer.status !== 400) {
        accepted = answer.status < 400 || answer.status === 404 || answer.status === 409;
        break;
      }
      let advanced = false;
      for (const name of answer.fields) {
        const kind = fields.get(name);
        if (!kind) continue;
        const next = (choice.get(name) ?? 0) + 1;
        if (next < 12) {
          choice.set(name, next);
          advanced = true;
        }
      }
      if (!advanced) break;
    }
    return { fields, choice, accepted, last, read: [...read.keys()] };
  };

  /**
   * The generic query keys a route without a querystring schema reads: those whose garbage value
   * changes its answer (GET /api/rooms answers 400 to ?checkin=x, GET /api/health does not care).
   */
  const queryKeysRead = async (url: string) => {
    const plain = await app.inject({ method: 'GET', url, headers: { cookie: actors.cookies.admin ?? '' } });
    const read = new Map<string, FieldKind>();
    for (const [key, kind] of genericQueryKeys) {
      const answer = await app.inject({
        method: 'GET',
        url: `${url}?${encodeURIComponent(key)}=walk%20garbage`,
        headers: { cookie: actors.cookies.admin ?? '' },
      });
      if (answer.statusCode !== plain.statusCode) read.set(key, kind);
    }
    return read;
  };

  return { solveWithServer, queryKeysRead };
};
