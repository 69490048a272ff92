import { describe, expect, it } from 'vitest';
import {
  CKYC_REGISTRIES,
  CkycError,
  type CkycMatch,
  createCkycRegistry,
  SIMULATED_CKYC_PANS,
} from '../index';

function found(match: CkycMatch | null): CkycMatch {
  if (!match) throw new Error('no CKYC record');
  return match;
}

describe('the CKYC registry simulator', () => {
  const registry = createCkycRegistry('simulator');

  it('says it is a simulator and is the only registry so far', () => {
    expect(registry.simulated).toBe(true);
    expect(CKYC_REGISTRIES).toEqual(['simulator']);
  });

  it('finds a documented PAN, masks the CKYC number and downloads the record', async () => {
    const match = await registry.search('ABCPK7001L');
    expect(match?.ckycNumberMasked).toMatch(/^X{10}\d{4}$/);
    const record = await registry.download(found(match), null);
    expect(record).toMatchObject({
      name: 'ASHA VERMA',
      dob: '1994-03-18',
      gender: 'F',
      address: { district: 'Pune', pinCode: '411005' },
      ckycNumberMasked: match?.ckycNumberMasked,
    });
    expect((await registry.download(found(await registry.search('ABCPK7002L')), null))?.name).toBe(
      'RAHUL KUMAR',
    );
    // The same PAN, the same CKYC number.
    expect((await registry.search('abcpk7001l'))?.ckycNumberMasked).toBe(match?.ckycNumberMasked);
  });

  it('refuses the download when the date of birth given is not the record’s', async () => {
    const match = await registry.search('ABCPK7001L');
    expect(await registry.download(found(match), '1994-03-18')).not.toBeNull();
    expect(await registry.download(found(match), '2000-01-01')).toBeNull();
  });

  it('has no record outside 7000-7999 and does not answer for 7503', async () => {
    expect(await registry.search('ABCPK1234L')).toBeNull();
    await expect(registry.search('ABCPK7503L')).rejects.toEqual(new CkycError('unavailable'));
  });

  it('answers each documented PAN as documented', async () => {
    for (const { pan, behaviour } of SIMULATED_CKYC_PANS) {
      const answer = await registry.search(pan).catch((err: unknown) => err);
      if (behaviour.startsWith('found'))
        expect(answer).toMatchObject({ ckycNumberMasked: expect.any(String) });
      else if (behaviour.startsWith('no record')) expect(answer).toBeNull();
      else expect(answer).toBeInstanceOf(CkycError);
    }
  });
});
