import { describe, expect, it } from 'vitest';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';

describe.each(drivers)('pin code and IFSC lookups on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('fills state, city and areas from a real PIN code', async () => {
    const { token } = await logIn(ctx, '9876544001');
    const res = await call(ctx.app, 'GET', '/api/v1/lookup/pin-codes/110001', undefined, {
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pinCode: '110001',
      state: 'Delhi',
      city: expect.stringMatching(/Delhi/),
    });
    expect(res.json().areas.length).toBeGreaterThan(1);

    const bad = await call(ctx.app, 'GET', '/api/v1/lookup/pin-codes/012345', undefined, {
      headers: bearer(token),
    });
    expect(bad.json()).toMatchObject({ code: 'PIN_INVALID', message: 'Please enter the correct pin code' });
    const unknown = await call(ctx.app, 'GET', '/api/v1/lookup/pin-codes/999999', undefined, {
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PIN_NOT_FOUND');
  });

  it('names the bank of a real IFSC and refuses unknown ones', async () => {
    const { token } = await logIn(ctx, '9876544002');
    const res = await call(ctx.app, 'GET', '/api/v1/lookup/ifsc/hdfc0000001', undefined, {
      headers: bearer(token),
    });
    expect(res.json()).toEqual({ ifsc: 'HDFC0000001', bankName: 'HDFC Bank', branch: null });
    const bad = await call(ctx.app, 'GET', '/api/v1/lookup/ifsc/HDFC1000001', undefined, {
      headers: bearer(token),
    });
    expect(bad.json()).toMatchObject({ code: 'IFSC_INVALID', message: 'Please enter the correct IFSC code' });
    const unknown = await call(ctx.app, 'GET', '/api/v1/lookup/ifsc/QQQQ0000001', undefined, {
      headers: bearer(token),
    });
    expect(unknown.json().code).toBe('IFSC_NOT_FOUND');
    expect((await call(ctx.app, 'GET', '/api/v1/lookup/ifsc/HDFC0000001')).statusCode).toBe(401);
  });
});
