/**
 * A local load generator for the status-poll endpoint: logs in as a seeded borrower, then keeps `connections`
 * keep-alive requests to GET /krang-heloc/borrower/secure/api/v1/{uuid}/status in flight for `seconds`, and reports requests per
 * second and latency percentiles.
 */
import { Agent, request } from 'node:http';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function get(agent: Agent, base: URL, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: base.hostname, port: base.port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Measures the poll endpoint of the server at `baseUrl` (seeded persona accounts required). */
export async function benchPollEndpoint(baseUrl: string, { connections = 16, seconds = 5 } = {}) {
  const login = await fetch(`${baseUrl}/identity/api/v1/login?org=figure`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'active@persona.example', password: 'Persona-Password-1!' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const authorization = `Bearer ${((await login.json()) as { jwt: string }).jwt}`;
  const apps = (await (await fetch(`${baseUrl}/service-application/api/v1/application/heloc/all`, { headers: { authorization } })).json()) as { uuid: string }[];
  if (!apps[0]) throw new Error('the seeded borrower has no application');
  const path = `/krang-heloc/borrower/secure/api/v1/${apps[0].uuid}/status`;
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      const res = await get(agent, base, path, { authorization, 'x-org': 'figure' });
      latencies.push(performance.now() - t);
      if (res.status !== 200) failures += 1;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length, failures, perSecond: Math.round(latencies.length / elapsed),
    p50: percentile(latencies, 50), p99: percentile(latencies, 99), connections, seconds,
  };
}
