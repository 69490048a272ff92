import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../../config/env';
import { OTHER_CERTIFICATE } from '../../../../test/uidai-dev';
import { DEV_UIDAI_CERTIFICATE, loadUidaiTrust } from '../uidai-trust';

describe('loadUidaiTrust', () => {
  it('uses the development stand-in when UIDAI_CERTIFICATE is unset outside production', () => {
    expect(loadUidaiTrust({ NODE_ENV: 'development' })).toMatchObject({
      development: true,
      keys: [expect.anything()],
    });
  });

  it('takes a path or the PEM (one line with \\n escapes too), several for a rollover', () => {
    const other = readFileSync(OTHER_CERTIFICATE, 'utf8');
    expect(loadUidaiTrust({ NODE_ENV: 'production', UIDAI_CERTIFICATE: OTHER_CERTIFICATE })).toMatchObject({
      development: false,
    });
    expect(
      loadUidaiTrust({ NODE_ENV: 'production', UIDAI_CERTIFICATE: other.replace(/\n/g, '\\n') }).keys,
    ).toHaveLength(1);
    const bundle = `${other}\n${readFileSync(DEV_UIDAI_CERTIFICATE, 'utf8')}`;
    expect(loadUidaiTrust({ NODE_ENV: 'test', UIDAI_CERTIFICATE: bundle }).keys).toHaveLength(2);
  });

  it('refuses in production: unset, the development certificate (alone or in a bundle), not a certificate', () => {
    const dev = readFileSync(DEV_UIDAI_CERTIFICATE, 'utf8');
    const other = readFileSync(OTHER_CERTIFICATE, 'utf8');
    for (const given of [
      undefined,
      DEV_UIDAI_CERTIFICATE,
      dev,
      `${other}${dev}`,
      'no-such-file.pem',
      '-----BEGIN CERTIFICATE-----x',
    ]) {
      expect(() => loadUidaiTrust({ NODE_ENV: 'production', UIDAI_CERTIFICATE: given })).toThrow(ConfigError);
    }
  });
});
