import Fastify from 'fastify';
import autocannon from 'autocannon';
const app = Fastify();
const big = JSON.stringify(Array.from({ length: 6 }, (_, i) => ({ id: i, text: 'x'.repeat(640) })));
app.get('/h', async () => ({ status: 'ok' }));
app.get('/big', async (_, reply) => reply.type('application/json').send(big));
await app.listen({ port: 3999 });
for (const path of ['/h', '/big', '/h', '/big']) {
  const r = await autocannon({ url: `http://127.0.0.1:3999${path}`, connections: 50, duration: 6 });
  console.log(path, big.length, r.requests.average, 'p99', r.latency.p99);
}
await app.close();
