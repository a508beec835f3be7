// scratch (not committed): per-call wall time of health's select 1, the detail and the cold search
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';
import { findRoomJson, findRoomsJson } from '../server/src/modules/rooms/repository';

const dataDir = process.argv[2]!;
const handle = await openDatabase({ dataDir, databaseUrl: process.env.PROBE_URL });
const { db } = handle;
const day = (n: number) => new Date(Date.now() + n * 864e5).toISOString().slice(0, 10);
const ids = (await db.execute(sql`select id from rooms`)).rows?.map((r: any) => r.id) ?? (await db.execute(sql`select id from rooms`) as any).map((r: any) => r.id);
const cases: Record<string, (i: number) => Promise<unknown>> = {
  select1: () => db.execute(sql`select 1`),
  detail: (i) => findRoomJson(db, ids[i % ids.length]),
  search: (i) => {
    const s = 1 + ((i * 37) % 700);
    const n = 1 + (i % 7);
    const a = 1 + (i % 4);
    return findRoomsJson(db, { minAdults: a, minOccupancy: a, status: 'available', freeBetween: { checkin: day(s), checkout: day(s + n) } });
  },
};
for (let round = 0; round < 3; round++) {
  for (const [name, run] of Object.entries(cases)) {
    for (let i = 0; i < 200; i++) await run(i); // warm
    const times: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const t = performance.now();
      await run(i);
      times.push(performance.now() - t);
    }
    times.sort((x, y) => x - y);
    const mean = times.reduce((x, y) => x + y, 0) / times.length;
    console.log(round, name.padEnd(8), 'median', times[1000]!.toFixed(3), 'p90', times[1800]!.toFixed(3), 'mean', mean.toFixed(3));
  }
}
await handle.close();
