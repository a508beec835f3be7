// scratch: PGlite in-process, named statements, CPU per execution of select 1 / detail / search variants
import path from 'node:path';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
const dataDir = process.argv[2];
const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { btree_gist } });
const { serialize } = protocol;
const concat = (parts) => { const b = new Uint8Array(parts.reduce((l, p) => l + p.length, 0)); let o = 0; for (const p of parts) { b.set(p, o); o += p.length; } return b; };
let k = 0;
const prep = async (text) => { const name = `s${++k}`; await db.execProtocol(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()])); return name; };
const day = (n) => new Date(Date.now() + n * 864e5).toISOString().slice(0, 10);
const ids = (await db.query('select id from rooms')).rows.map((r) => r.id);
const S = {
  select1: { sql: 'select 1', args: () => [] },
  detail: { sql: `select l.answer from rooms r join room_listings l on l.room_id = r.id where r.id = $1 and r.archived_at is null`, args: (i) => [ids[i % ids.length]] },
  search: { sql: `select coalesce('[' || string_agg(l.answer, ',' order by r.base_price, r.name) || ']', '[]') from rooms r join room_listings l on l.room_id = r.id
   where r.archived_at is null and r.max_adults >= $1 and r.max_occupancy >= $2 and r.status = $3
   and r.id not in (select o.room_id from room_occupancy o where o.nights && daterange($4::date, $5::date, '[)'))`, args: (i) => { const s = 1 + (i * 37) % 700; const a = 1 + i % 4; return [String(a), String(a), 'available', day(s), day(s + 1 + i % 7)]; } },
  searchIds: { sql: `select string_agg(r.id::text, ',' order by r.base_price, r.name) from rooms r
   where r.archived_at is null and r.max_adults >= $1 and r.max_occupancy >= $2 and r.status = $3
   and r.id not in (select o.room_id from room_occupancy o where o.nights && daterange($4::date, $5::date, '[)'))`, args: (i) => { const s = 1 + (i * 37) % 700; const a = 1 + i % 4; return [String(a), String(a), 'available', day(s), day(s + 1 + i % 7)]; } },
  searchNoAvail: { sql: `select coalesce('[' || string_agg(l.answer, ',' order by r.base_price, r.name) || ']', '[]') from rooms r join room_listings l on l.room_id = r.id
   where r.archived_at is null and r.max_adults >= $1 and r.max_occupancy >= $2 and r.status = $3`, args: (i) => { const a = 1 + i % 4; return [String(a), String(a), 'available']; } },
};
await db.exec(`drop table if exists listing_probe; create table listing_probe as select r.id as room_id, l.answer, r.max_adults, r.max_kids, r.max_occupancy, r.base_price, r.name, r.status from rooms r join room_listings l on l.room_id = r.id where r.archived_at is null; alter table listing_probe add primary key (room_id);`);
S.searchOne = { sql: `select coalesce('[' || string_agg(l.answer, ',' order by l.base_price, l.name) || ']', '[]') from listing_probe l
   where l.max_adults >= $1 and l.max_occupancy >= $2 and l.status = $3
   and l.room_id not in (select o.room_id from room_occupancy o where o.nights && daterange($4::date, $5::date, '[)'))`, args: S.search.args };
S.searchOneNoOrder = { sql: `select coalesce('[' || string_agg(l.answer, ',') || ']', '[]') from listing_probe l
   where l.max_adults >= $1 and l.max_occupancy >= $2 and l.status = $3
   and l.room_id not in (select o.room_id from room_occupancy o where o.nights && daterange($4::date, $5::date, '[)'))`, args: S.search.args };
delete S.searchNoAvail; delete S.searchIds; delete S.searchOneNoOrder;
S.searchExists = { sql: S.search.sql.replace("r.id not in (select o.room_id from room_occupancy o where o.nights && daterange($4::date, $5::date, '[)'))", "not exists (select 1 from room_occupancy o where o.room_id = r.id and o.nights && daterange($4::date, $5::date, '[)'))"), args: S.search.args };
S.searchOneExists = { sql: S.searchOne.sql.replace("l.room_id not in (select o.room_id from room_occupancy o where o.nights && daterange($4::date, $5::date, '[)'))", "not exists (select 1 from room_occupancy o where o.room_id = l.room_id and o.nights && daterange($4::date, $5::date, '[)'))"), args: S.search.args };
delete S.detail; delete S.searchExists; delete S.searchOneExists; delete S.search;
S.real = { sql: S.searchOne.sql.replaceAll('listing_probe', 'room_listings'), args: S.searchOne.args };
S.realIds = { sql: S.real.sql.replace("coalesce('[' || string_agg(l.answer, ',' order by l.base_price, l.name) || ']', '[]')", "string_agg(l.room_id::text, ',' order by l.base_price, l.name)"), args: S.searchOne.args };
S.realIdsVersion = { sql: S.realIds.sql.replace("string_agg(l.room_id::text, ',' order by l.base_price, l.name)", "string_agg(l.room_id::text, ',' order by l.base_price, l.name), (select count(*) from pg_class where oid = 1)"), args: S.searchOne.args };

for (const s of Object.values(S)) s.name = await prep(s.sql);
const once = async (s, i) => {
  const { messages } = await db.execProtocol(concat([serialize.bind({ statement: s.name, values: s.args(i) }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]));
  return parse.parseResults(messages, db.parsers, {})[0];
};
const res = {};
for (const s of Object.values(S)) for (let i = 0; i < 300; i++) await once(s, i);
for (let round = 0; round < 12; round++) for (const [name, s] of Object.entries(S)) {
  const N = 400; const t = performance.now();
  for (let i = 0; i < N; i++) await once(s, i + round * N);
  (res[name] ??= []).push((performance.now() - t) * 1000 / N);
}
for (const [name, r] of Object.entries(res)) { r.sort((a, b) => a - b); console.log(name.padEnd(16), 'min', r[0].toFixed(1), 'median', r[6].toFixed(1), 'us'); }
await db.exec('drop table listing_probe');
await db.close();
