import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../env';

/** A bare server with the parsed TRUST_PROXY, answering the client address it settled on. */
async function clientIpSeen(trustProxy: string, peer: string, forwardedFor?: string) {
  const app = Fastify({ trustProxy: parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY });
  app.get('/', async (request) => ({ ip: request.ip }));
  const res = await app.inject({
    method: 'GET',
    url: '/',
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return res.json().ip as string;
}

describe('TRUST_PROXY: the client address only through proxies named in it', () => {
  it('is off by default, takes a list of addresses and CIDRs, and refuses true', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '1', 'yes', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,,']) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be false or a comma-separated list of the proxies' addresses or CIDRs/,
    );
  });

  it('ignores X-Forwarded-For from a peer not in the list, and takes the client from one in it', async () => {
    expect(await clientIpSeen('false', '198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    expect(await clientIpSeen('10.0.0.0/8', '198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    expect(await clientIpSeen('10.0.0.0/8', '10.2.3.4', '203.0.113.7')).toBe('203.0.113.7');
    // A client's own X-Forwarded-For ahead of the proxy's entry is not believed.
    expect(await clientIpSeen('10.0.0.0/8', '10.2.3.4', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    // Through two proxies of the list, the address the first one saw.
    expect(await clientIpSeen('10.0.0.0/8', '10.2.3.4', '1.2.3.4, 203.0.113.7, 10.9.9.9')).toBe(
      '203.0.113.7',
    );
  });
});
