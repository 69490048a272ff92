import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { aadhaarFrom, bankValues, consent, identityValues, putStep } from '../../test/application-fixtures';
import { logIn, type TestContext, testConfig, useTestApp } from '../../test/test-app';
import { serializeError } from '../log-error';
import { loggerOptions } from '../logger';

const AADHAAR = aadhaarFrom('23456789012');
const PAN = 'ABCPE1234F';
const ACCOUNT = '123456789012';

/** A pino logger with the app's options, writing to `lines`. */
function memoryLogger(lines: string[]) {
  const options = loggerOptions('trace') as { redact: never; serializers: never };
  return pino(
    { level: 'trace', redact: options.redact, serializers: options.serializers },
    { write: (line: string) => void lines.push(line) },
  );
}

describe('Aadhaar, PAN and account numbers stay out of the logs (decision 045)', () => {
  it('redacts them as fields: top level, in body/input, and one level down anywhere', () => {
    const lines: string[] = [];
    const log = memoryLogger(lines);
    const identity = { aadhaar: AADHAAR, aadhaarNumber: AADHAAR, pan: PAN, panNumber: PAN };
    const bank = {
      accountNumber: ACCOUNT,
      confirmAccountNumber: ACCOUNT,
      accountNo: ACCOUNT,
      vpa: 'asha@upi',
    };
    log.info({ ...identity, ...bank }, 'top');
    log.info({ body: { ...identity, ...bank } }, 'body');
    log.info({ req: { body: identity } }, 'req.body');
    log.info({ input: bank }, 'input');
    log.info({ values: { ...identity, ...bank }, step: 'identity' }, 'any container');
    const text = lines.join('\n');
    expect(lines).toHaveLength(5);
    for (const secret of [AADHAAR, PAN, ACCOUNT, 'asha@upi']) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
    expect(text).toContain('"step":"identity"');
  });

  it('masks them in error messages written carelessly', () => {
    const spaced = `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`;
    const logged = serializeError(new Error(`no match for ${AADHAAR} / ${spaced} / ${PAN}`));
    expect(logged.message).toBe('no match for [aadhaar] / [aadhaar] / [pan]');
    expect(logged.stack).not.toContain(AADHAAR);
    expect(logged.stack).not.toContain(PAN);
  });

  it('never log them through the identity and bank steps at trace level, accepted or rejected', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig(),
      database: ctx.database,
      clock: ctx.clock,
      sms: ctx.sms,
      logger: loggerOptions('trace', { write: (line: string) => void lines.push(line) }),
    });
    try {
      await app.ready();
      const logged: TestContext = { ...ctx, app, database: ctx.database, buildApp: ctx.buildApp };
      const { token } = await logIn(logged, '9876512345');
      await consent(logged, token);
      expect(
        (await putStep(logged, token, 'identity', identityValues({ aadhaar: AADHAAR, pan: PAN }))).statusCode,
      ).toBe(200);
      expect((await putStep(logged, token, 'bank', bankValues({ accountNumber: ACCOUNT }))).statusCode).toBe(
        200,
      );
      // a wrong Aadhaar check digit and a mismatched account: rejected with the values in the body
      const badAadhaar = `${AADHAAR.slice(0, 11)}${(Number(AADHAAR[11]) + 1) % 10}`;
      const rejected = await putStep(logged, token, 'identity', identityValues({ aadhaar: badAadhaar }));
      expect(rejected.statusCode).toBe(400);
      const mismatch = await putStep(
        logged,
        token,
        'bank',
        bankValues({ confirmAccountNumber: '123456789013' }),
      );
      expect(mismatch.statusCode).toBe(400);
    } finally {
      await app.close();
    }
    expect(lines.length).toBeGreaterThan(10);
    const text = lines.join('\n');
    for (const secret of [AADHAAR, PAN, ACCOUNT, '123456789013']) expect(text).not.toContain(secret);
  });

  const ctx = useTestApp('pglite');
});
