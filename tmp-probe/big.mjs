import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create();
for (const n of [100, 5000, 25000, 108000, 108000, 5000]) {
  await db.query(`select repeat('x', ${n})`);
  const N = 300; const t = performance.now();
  for (let i = 0; i < N; i++) await db.query(`select repeat('x', $1::int)`, [n]);
  console.log(n, ((performance.now() - t) * 1000 / N).toFixed(0), 'us');
}
