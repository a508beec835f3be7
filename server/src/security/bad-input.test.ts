// The bad-input walk (ARCHITECTURE, API conventions: "Bad input never yields a 500"). Every /api/ route
// the app registered (app.routeTable, filled by buildApp's onRoute hook: nothing is listed by hand) gets
// bad bodies, params and query strings from an admin, a receptionist, a customer and a visitor. Each
// answer must be below 500 (503 from load shedding is allowed and noted) and arrive within 5 s; a body
// over the route's limit must get 413 (or the 401/403 of a route that refuses before reading it).
//
// Fields come from the route's zod schema (schema.body / schema.querystring); a route that parses its
// input itself gets a generic body made of every field any route declares, and the fields it reads are
// those it complains about (400 errors.{field}) when they hold an object; a GET route without a schema
// reads the generic query keys whose garbage value changes its answer. A body the schema accepts
// ("baseline") is found first, so each bad value reaches the service rather than stopping at the first
// unrelated missing field, and params are real ids of fresh rows (a confirmed stay, a pending payment,
// a room, a user ...; a checked-in, pending or completed stay when the route wants another state) so
// bad bodies meet real records. The admin gets every input; the other callers get those that reach the
// rules and the database and those Fastify parses; a caller the route refuses gets the parsed ones.
// Each request comes from its own socket address (inject's remoteAddress), so the per-address rate
// limits answer 429 to nothing; sessions are made by the factories, not by POST /api/login.
// Every failure is collected; each route's test fails once, listing them all. Diagnosis switches:
// BAD_INPUT_LOG=1 (the server's error log), BAD_INPUT_TIMINGS=1, BAD_INPUT_ACCEPTED=1 (bad inputs a
// route answered with 2xx).
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { bodyProbes } from './bad-inputs';
import { fillParams, paramProbes, queryProbes } from './bad-url-inputs';
import { DEFAULT_BODY_LIMIT } from './bad-values';
import { fuzzStrings } from './fuzz-strings';
import { fixturesWithoutRows, serverSolver } from './server-solver';
import {
  BODY_METHODS,
  genericFieldsOf,
  genericQueryKeysOf,
  schemaOf,
  type Target,
  WALK_ORDER,
  walkTargets,
} from './walk-routes';
import {
  type Actors,
  type Caller,
  createActors,
  createWorld,
  type Failure,
  formatFailures,
  judge,
  type Outcome,
  type Probe,
  paramNames,
  paramValue,
  send,
} from './walk-support';
import {
  buildBody,
  type FieldKind,
  type Fixtures,
  fieldsOf,
  solveWithSchema,
  variantOf,
} from './zod-introspection';

const { app, db } = await createTestApp({
  // BAD_INPUT_LOG=1 prints the server's error log (stack traces of the 500s) while diagnosing
  config: { logLevel: process.env.BAD_INPUT_LOG ? 'error' : 'silent' },
});
const actors: Actors = await createActors(app, db);

const targets = walkTargets(app);
const genericFields = genericFieldsOf(app);
const genericQueryKeys = genericQueryKeysOf(app);
const { solveWithServer, queryKeysRead } = serverSolver({ app, actors, genericFields, genericQueryKeys });

const coverage: string[] = [];
const notes: string[] = [];
const timings: string[] = [];
const accepted: string[] = [];
/** route -> status -> how many answers: shows what each route said to the walk (429s would hide inputs). */
const statusCounts = new Map<string, Map<number, number>>();
const slowest: { name: string; caller: Caller; label: string; ms: number; status: number }[] = [];

/** Runs one probe as `caller`; a new session cookie is minted when the route ended or replaced the old one. */
const runProbe = async (
  target: Target,
  caller: Caller,
  probe: Probe,
  failures: Failure[],
): Promise<Outcome> => {
  const outcome = await send(app, probe, actors.cookies[caller]);
  const counts = statusCounts.get(target.name) ?? new Map<number, number>();
  counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
  statusCounts.set(target.name, counts);
  if (outcome.setCookie && caller !== 'visitor')
    actors.cookies[caller] = await signIn(app, { id: actors.userIds[caller] });
  // BAD_INPUT_ACCEPTED=1 lists the bad inputs a route took with a 2xx (not a failure: a hint to read)
  if (
    process.env.BAD_INPUT_ACCEPTED &&
    outcome.status < 300 &&
    !/baseline|real id|no query/.test(probe.label)
  )
    accepted.push(
      `${target.name} [${caller}] ${probe.label} -> ${outcome.status} ${outcome.body.slice(0, 100)}`,
    );
  const why = judge(probe, outcome);
  if (why)
    failures.push({
      route: target.name,
      caller,
      label: probe.label,
      status: outcome.status,
      ms: outcome.ms,
      body: outcome.body,
      why,
    });
  if (outcome.status === 503) notes.push(`${target.name} [${caller}] ${probe.label}: 503 (load shedding?)`);
  slowest.push({ name: target.name, caller, label: probe.label, ms: outcome.ms, status: outcome.status });
  if (slowest.length > 40) {
    slowest.sort((a, b) => b.ms - a.ms);
    slowest.length = 20;
  }
  return outcome;
};

const walk = async (target: Target) => {
  const { method, route } = target;
  const schema = schemaOf(route);
  const params = paramNames(route.url);
  const hasBody = BODY_METHODS.has(method);
  const needsWorld = params.length > 0 || hasBody;
  const bodyLimit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const failures: Failure[] = [];

  // the generic body of a route that parses its input itself is learnt once, on a world of its own
  let serverSolved: Awaited<ReturnType<typeof solveWithServer>> | undefined;
  const schemaFields = fieldsOf(schema.body);
  if (hasBody && !schemaFields) {
    const world = await createWorld(app, db, actors);
    const url = fillParams(
      route.url,
      Object.fromEntries(params.map((p) => [p, paramValue(route.url, p, world) ?? 'x'])),
    );
    serverSolved = await solveWithServer(target, world, url);
    coverage.push(
      `${target.name}: no body schema; reads [${serverSolved.read.join(', ')}]; baseline ${serverSolved.accepted ? 'accepted' : 'NOT accepted'} (${serverSolved.last})`,
    );
  }
  let queryKeys = fieldsOf(schema.querystring);
  if (!queryKeys && method === 'GET' && !params.length) {
    queryKeys = await queryKeysRead(route.url);
    if (queryKeys.size)
      coverage.push(`${target.name}: reads the query keys [${[...queryKeys.keys()].join(', ')}]`);
  }

  /** Every probe for one caller on one set of rows, the baseline (or the real id) first. */
  const probesFor = (fixtures: Fixtures, caller: Caller): Probe[] => {
    const real = Object.fromEntries(params.map((p) => [p, paramValue(route.url, p, fixtures) ?? 'walk']));
    for (const p of params)
      if (paramValue(route.url, p, fixtures) === undefined && caller === 'admin')
        coverage.push(`${target.name}: no fixture for :${p}, a placeholder is used`);
    const url = fillParams(route.url, real);
    const probes: Probe[] = [];
    let baselineJson: string | undefined;
    if (hasBody) {
      let fields: Map<string, FieldKind>;
      let baseline: Record<string, unknown>;
      if (schemaFields) {
        const solved = solveWithSchema(schema.body, schemaFields, fixtures);
        fields = schemaFields;
        baseline = buildBody(fields, solved.choice, fixtures);
        if (!solved.accepted)
          coverage.push(`${target.name}: baseline NOT accepted (${solved.issues.join('; ')})`);
      } else {
        const solved = serverSolved as NonNullable<typeof serverSolved>;
        // a route that reads no field gets the generic fields in its baseline but no field-by-field inputs
        fields = solved.read.length ? solved.fields : new Map();
        baseline = buildBody(solved.fields, solved.choice, fixtures);
      }
      // a body field named like a param (PUT /api/admin/content/:key {key}) must agree with it
      for (const p of params) if (p in baseline && real[p] !== undefined) baseline[p] = real[p];
      baselineJson = JSON.stringify(baseline);
      probes.push(...bodyProbes({ method, url, fields, baseline, bodyLimit, fixtures, fuzz: fuzzStrings }));
    }
    if (params.length)
      probes.push(...paramProbes({ method, url: route.url, real, payload: baselineJson, fuzz: fuzzStrings }));
    if (!probes.length) probes.push({ tier: 'service', label: 'no query', method, url });
    if (queryKeys)
      probes.push(...queryProbes({ method, url, keys: queryKeys, today: fixtures.today, fuzz: fuzzStrings }));
    return probes;
  };

  // The admin (whom every route serves) goes first and gets every input. The other callers the route
  // serves get the inputs that reach the rules and the database ('service') and the body parsing ones
  // ('parse'); a caller it refuses (401/403 where the admin was not refused) gets the parsing ones only:
  // nothing else is ever looked at. POST /api/login answers 401 to everyone: nobody is refused there.
  let adminStatus = 0;
  // a caller the route refused changed nothing, so the next caller may use the same rows
  let untouched: Fixtures | undefined;
  for (const caller of WALK_ORDER) {
    const world = !needsWorld ? fixturesWithoutRows : (untouched ?? (await createWorld(app, db, actors)));
    const probes = probesFor(world, caller);
    const started = performance.now();
    let others = probes.slice(1);
    let firstAnswer = await runProbe(target, caller, probes[0] as Probe, failures);
    const refused =
      caller !== 'admin' && [401, 403].includes(firstAnswer.status) && ![401, 403].includes(adminStatus);
    // the confirmed stay's state may be the wrong one (only a checked-in stay can be extended ...):
    // the checked-in, pending and completed ones are tried in turn, and the first the route takes is used
    let rows = world;
    for (
      let variant = 1;
      !refused && variant < 4 && [400, 404, 409, 422].includes(firstAnswer.status);
      variant++
    ) {
      const next = variantOf(world, variant);
      const nextProbes = probesFor(next, caller);
      const nextFirst = nextProbes[0] as Probe;
      const answer = await runProbe(
        target,
        caller,
        { ...nextFirst, label: `${nextFirst.label} (rows variant ${variant})` },
        failures,
      );
      if (answer.status < 400) {
        others = nextProbes.slice(1);
        rows = next;
        firstAnswer = answer;
      }
    }
    if (caller === 'admin') {
      adminStatus = firstAnswer.status;
      if (firstAnswer.status === 400)
        coverage.push(
          `${target.name}: the route refused the baseline (400 ${firstAnswer.body.slice(0, 160)})`,
        );
    }
    const tiers = new Set(
      refused ? ['parse'] : caller === 'admin' ? ['parse', 'service', 'validation'] : ['parse', 'service'],
    );
    const chosen = others.filter((probe) => tiers.has(probe.tier));
    for (const probe of chosen) await runProbe(target, caller, probe, failures);
    untouched = refused ? rows : undefined;
    timings.push(
      `${target.name} [${caller}${refused ? ', refused' : ''}${rows === world ? '' : ', rows variant'}]: ${chosen.length + 1} requests (first ${firstAnswer.status}) in ${Math.round(performance.now() - started)} ms`,
    );
  }
  return failures;
};

describe('bad input never yields a 500 (every /api/ route in app.routeTable)', () => {
  it('finds the routes in the app itself', () => {
    expect(targets.length).toBeGreaterThan(30);
    expect(targets.some((t) => t.name === 'GET /api/rooms')).toBe(true);
  });

  for (const target of targets) {
    it(target.name, { timeout: 180_000 }, async () => {
      const failures = await walk(target);
      if (failures.length)
        throw new Error(`${failures.length} bad answers from ${target.name}:\n${formatFailures(failures)}`);
    });
  }

  afterAll(() => {
    slowest.sort((a, b) => b.ms - a.ms);
    console.log(
      [
        `bad-input walk: ${targets.length} routes`,
        ...coverage,
        ...notes,
        ...(process.env.BAD_INPUT_TIMINGS ? timings : []),
        ...accepted,
        'answers per route:',
        ...[...statusCounts].map(
          ([name, counts]) =>
            `  ${name}: ${[...counts]
              .sort(([a], [b]) => a - b)
              .map(([status, n]) => `${status}x${n}`)
              .join(' ')}`,
        ),
        'slowest answers:',
        ...slowest
          .slice(0, 8)
          .map((s) => `  ${Math.round(s.ms)} ms ${s.status} ${s.name} [${s.caller}] ${s.label.slice(0, 80)}`),
      ].join('\n'),
    );
  });
});
