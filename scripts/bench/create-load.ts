/**
 * A local load generator for the create-HELOC call (POST /service-application/api/v3/application/helocs): signs up
 * `requests` fresh borrowers first (one application each), then sends their create calls with `connections` in
 * flight at once, and reports requests per second and latency percentiles of the create calls alone.
 */
import { Agent, request } from 'node:http';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A create-HELOC body the sandbox accepts (Austin, TX, employed, 45 years old). */
const BODY = JSON.stringify({
  abVersionsRequest: [], affiliateAbVersion: null, affiliateAppIndicator: false, affiliateLiveOffers: false,
  consentListRequest: [{ consentType: 'SOFT_CREDIT', version: '3' }],
  consentRequests: [{ consentType: 'SOFT_CREDIT', version: '3', optIn: true }, { consentType: 'TERMS_PRIVACY', version: '5', optIn: true }],
  income: { incomePrimary: 120000, incomeOther: 0, incomeCoDeeders: [] },
  marketingTools: { totalExpertOwnerId: null, totalExpertContactId: null },
  profileRequest: { firstName: 'Jane', lastName: 'Doe', dob: { day: 1, month: 1, year: new Date().getUTCFullYear() - 45 }, homeAddress: {} },
  propertyListedForSale: false,
  propertyRequest: { street1: '2275 South Congress Avenue', street2: '', city: 'Austin', state: 'TX', zip: '78704', occupancyType: 'HOME' },
  publish: true, utmParameters: {}, employmentType: 'FULL_TIME', offerCode: null, optimizelyProfileRequest: null, referrerId: null, referralId: null,
});

function post(agent: Agent, base: URL, path: string, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ agent, method: 'POST', host: base.hostname, port: base.port, path, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Signs a fresh borrower up and confirms the e-mail with the code from the development outbox (as a borrower would). */
async function signUp(baseUrl: string, i: number): Promise<string> {
  const email = `bench.${process.pid}.${Date.now()}.${i}@example.com`;
  const res = await fetch(`${baseUrl}/identity/api/v1/registration/register?org=figure`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Correct-Horse-9!', phoneNumber: '(555) 201-4477' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  const authorization = `Bearer ${((await res.json()) as { jwt: string }).jwt}`;
  const outbox = await fetch(`${baseUrl}/dev/api/v1/mail/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { text: string }[] };
  const code = messages.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
  const verified = await fetch(`${baseUrl}/identity/secure/api/v1/identity/email-verification/verify`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify({ code }),
  });
  if (!verified.ok) throw new Error(`e-mail confirmation failed: ${verified.status}`);
  return authorization;
}

/** Measures the create call of the server at `baseUrl` with `requests` fresh borrowers, `connections` at once. */
export async function benchCreateEndpoint(baseUrl: string, { connections = 16, requests }: { connections?: number; requests?: number } = {}) {
  const count = requests ?? connections * 4;
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 8) {
    tokens.push(...(await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, k) => signUp(baseUrl, i + k)))));
  }
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const authorization = tokens[next++];
      const t = performance.now();
      const status = await post(agent, base, '/service-application/api/v3/application/helocs', BODY, { authorization });
      latencies.push(performance.now() - t);
      if (status !== 200) failures += 1;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, failures, perSecond: Math.round(latencies.length / elapsed), p50: percentile(latencies, 50), p99: percentile(latencies, 99), connections };
}
