import { describe, expect, it } from 'vitest';
import { ENV_VARS, parseEnv } from '../env';

describe('environment parsing', () => {
  it('gives the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.OTP_LENGTH).toBe(4);
    expect(env.OTP_TTL_SECONDS).toBe(300);
    expect(env.MAINTENANCE).toBe(false);
    expect(env.ROUTE_ALIASES).toEqual({});
    expect(env.CORS_ORIGINS).toEqual([]);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PRO_NAME).toBe('RupeeSetu');
  });

  it('names the bad variable', () => {
    expect(() => parseEnv({ OTP_LENGTH: '3' })).toThrow(
      'Invalid configuration: OTP_LENGTH must be an integer between 4 and 8',
    );
    expect(() => parseEnv({ OTP_TTL_SECONDS: '601' })).toThrow(/OTP_TTL_SECONDS must be/);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT must be an integer/);
    expect(() => parseEnv({ MAINTENANCE: 'yes' })).toThrow(/MAINTENANCE must be true or false/);
    expect(() => parseEnv({ ROUTE_ALIASES: '{oops' })).toThrow(/ROUTE_ALIASES must be a JSON object/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => parseEnv({ PRO_NAME: 'Rupee2025' })).toThrow(/PRO_NAME must be a name/);
    expect(() => parseEnv({ SMS_ADAPTER: 'carrier-pigeon' })).toThrow(
      /SMS_ADAPTER must be dev-outbox or http/,
    );
  });

  it('treats empty values as unset and parses lists and JSON', () => {
    const env = parseEnv({
      DATABASE_URL: '',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      ROUTE_ALIASES: '{"/x7":"/homeIndex"}',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(env.ROUTE_ALIASES).toEqual({ '/x7': '/homeIndex' });
    expect(env.TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  it('refuses a cooling-off window under 24 hours in production, and allows one in development and tests', () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      SMS_ADAPTER: 'http',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMS_GATEWAY_TOKEN: 't',
      EMAIL_TRANSPORT: 'smtp',
      SMTP_HOST: 'smtp.example',
      BUREAU_MEMBER_ID: 'NB12345678',
    };
    expect(() => parseEnv({ ...production, COOLING_OFF_HOURS: '23' })).toThrow(
      'Invalid configuration: COOLING_OFF_HOURS must be at least 24 when NODE_ENV=production',
    );
    expect(parseEnv({ ...production, COOLING_OFF_HOURS: '24' }).COOLING_OFF_HOURS).toBe(24);
    expect(parseEnv({ NODE_ENV: 'development', COOLING_OFF_HOURS: '1' }).COOLING_OFF_HOURS).toBe(1);
    expect(parseEnv({ NODE_ENV: 'test', COOLING_OFF_HOURS: '0' }).COOLING_OFF_HOURS).toBe(0);
  });

  it('requires a secret, a data key and a real SMS gateway in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/APP_SECRET must be set/);
    const secret = 'x'.repeat(40);
    expect(() => parseEnv({ NODE_ENV: 'production', APP_SECRET: secret })).toThrow(
      /DATA_ENCRYPTION_KEY must be set/,
    );
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(() => parseEnv({ NODE_ENV: 'production', APP_SECRET: secret, DATA_ENCRYPTION_KEY: key })).toThrow(
      /SMS_ADAPTER must be http/,
    );
    expect(() => parseEnv({ DATA_ENCRYPTION_KEY: 'too-short' })).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() => parseEnv({ SMS_ADAPTER: 'http' })).toThrow(/SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN/);
    const env = parseEnv({
      NODE_ENV: 'production',
      APP_SECRET: secret,
      DATA_ENCRYPTION_KEY: key,
      SMS_ADAPTER: 'http',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMS_GATEWAY_TOKEN: 't',
      EMAIL_TRANSPORT: 'smtp',
      SMTP_HOST: 'smtp.example',
      BUREAU_MEMBER_ID: 'NB12345678',
    });
    expect(env.SMS_ADAPTER).toBe('http');
    expect(env.ESIGN_PROVIDER).toBe('drawn_otp');
    expect(env.BUREAU_MEMBER_ID).toBe('NB12345678');
    // The bureau file's placeholder member id never reaches the bureaus (decision 089).
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        APP_SECRET: secret,
        DATA_ENCRYPTION_KEY: key,
        SMS_ADAPTER: 'http',
        SMS_GATEWAY_URL: 'https://sms.example/send',
        SMS_GATEWAY_TOKEN: 't',
        EMAIL_TRANSPORT: 'smtp',
        SMTP_HOST: 'smtp.example',
      }),
    ).toThrow(/BUREAU_MEMBER_ID must be the lender's member id/);
    expect(() => parseEnv({ ESIGN_PROVIDER: 'aadhaar' })).toThrow(
      'ESIGN_PROVIDER must be drawn_otp or esp_simulator',
    );
    // the simulator signs with any six digits: never with real borrowers
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        APP_SECRET: secret,
        DATA_ENCRYPTION_KEY: key,
        SMS_ADAPTER: 'http',
        SMS_GATEWAY_URL: 'https://sms.example/send',
        SMS_GATEWAY_TOKEN: 't',
        ESIGN_PROVIDER: 'esp_simulator',
      }),
    ).toThrow(/ESIGN_PROVIDER must not be esp_simulator/);
  });

  it('documents every variable', () => {
    expect(ENV_VARS.length).toBeGreaterThanOrEqual(30);
    for (const entry of ENV_VARS) expect(entry.description.length).toBeGreaterThan(5);
  });
});
