// POST /kyc/aadhaar-offline and /kyc/aadhaar-qr with odd bodies and types: a 4xx with a code, never a 500,
// and nothing recorded.
import { describe, expect, it } from 'vitest';
import { kycVerifications } from '../../../db/schema';
import { bearer, drivers, logIn, useTestApp } from '../../../test/test-app';

const BODIES: [string | undefined, string | undefined][] = [
  [undefined, undefined],
  ['application/json', '{}'],
  ['application/json', '{"file":"UEsDBA==","shareCode":"1234"}'],
  ['application/json', '{"image":{"type":"Buffer","data":[137,80,78,71]}}'],
  ['text/plain', 'PK'],
  ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="shareCode"\r\n\r\n1234\r\n--x--'],
  ['multipart/form-data; boundary=x', 'not multipart at all'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a file\r\n--x\r\nContent-Disposition: form-data; name="shareCode"\r\n\r\n1234\r\n--x--\r\n',
  ],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n\r\n--x--\r\n',
  ],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="shareCode"; filename="c.txt"\r\n\r\n1234\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="z.zip"\r\n\r\nPK\x03\x04\r\n--x--\r\n',
  ],
  ['image/png', '\x89PNG\r\n\x1a\n'],
];

describe.each(drivers)('Aadhaar KYC routes with odd input on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('answer every odd request with a 4xx and a code, and record nothing', async () => {
    const { token } = await logIn(ctx, '9876581002');
    for (const path of ['aadhaar-offline', 'aadhaar-qr']) {
      for (const [type, payload] of BODIES) {
        const headers: Record<string, string> = { ...bearer(token) };
        if (type) headers['content-type'] = type;
        const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/kyc/${path}`, headers, payload });
        expect(res.statusCode, `${path} ${type} ${payload}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${path} ${type} ${payload}: ${res.body}`).toBeLessThan(500);
        expect(typeof res.json().code).toBe('string');
      }
    }
    expect(await ctx.database.db.select().from(kycVerifications)).toEqual([]);
  });
});
