// @ts-check
// A small round-robin HTTP proxy in front of several server instances, as a load balancer without health
// checks: each request goes to the next instance in turn (a dead one's requests answer 502). The client
// address comes from the request's `x-client-address` header (default 127.0.0.1) and is sent on as
// X-Forwarded-For, so a test or the benchmark can speak as many clients (limits count per address).
// Used by the cluster test (e2e/cluster/harness.ts) and the benchmark's cluster scenario.
import http from 'node:http';

/**
 * Hop-by-hop headers belong to one connection, not to the request or answer: passing on an instance's
 * `Keep-Alive: timeout=72` would tell the client the proxy keeps idle connections that long, and a
 * client reusing one the proxy has just closed loses that request.
 * @param {http.IncomingHttpHeaders} headers
 */
const endToEnd = (headers) => {
  const kept = { ...headers };
  for (const name of ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'])
    delete kept[name];
  return kept;
};

/**
 * @param {() => string[]} targets the instances' origins, asked at each request (e.g. http://127.0.0.1:4001)
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export const startRoundRobinProxy = async (targets) => {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
  const server = http.createServer((request, response) => {
    const all = targets();
    const target = all[next++ % all.length];
    if (!target) {
      response.writeHead(502).end();
      return;
    }
    const headers = endToEnd(request.headers);
    headers['x-forwarded-for'] = String(headers['x-client-address'] ?? '127.0.0.1');
    delete headers['x-client-address'];
    const upstream = http.request(
      `${target}${request.url ?? '/'}`,
      { method: request.method, headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      // an answer cut short is cut short for the client too, never passed on as if whole
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${error.message}`);
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
};
