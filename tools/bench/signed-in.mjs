// node tools/bench/signed-in.mjs — one signed-in GET (ROUTE, default /api/coupons) under 20 users
// for 8 s on the production server (port BENCH_PORT, 3350), on PGlite or on PostgreSQL when PG is
// set to a database URL. Measures what a session check costs. Build the server first.
import autocannon from 'autocannon';
import { signInDemoCustomer, startServer } from './lib.mjs';
const env = process.env.PG ? { DATABASE_URL: process.env.PG } : {};
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3350), env });
const url = server.url;
try {
  const headers = await signInDemoCustomer(url);
  console.log(
    'signed in;',
    process.env.ROUTE ?? '/api/coupons',
    (await fetch(`${url}${process.env.ROUTE ?? '/api/coupons'}`, { headers })).status,
  );
  const result = await autocannon({
    url: `${url}${process.env.ROUTE ?? '/api/coupons'}`,
    headers,
    connections: 20,
    duration: 8,
  });
  console.log(
    process.env.PG ? 'postgres' : 'pglite',
    process.env.ROUTE ?? '/api/coupons',
    'req/s',
    result.requests.average,
    'p50',
    result.latency.p50,
    'p99',
    result.latency.p99,
    'non2xx',
    result.non2xx,
    'errors',
    result.errors,
  );
} finally {
  await server.stop();
}
