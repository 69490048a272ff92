import { createHash } from 'node:crypto';
import { CkycError, type CkycRecord, type CkycRegistry } from './ckyc-registry';

/** PANs with a fixed answer, by the PAN's four digits (positions 6-9); any other PAN has no record. */
export const SIMULATED_CKYC_PANS = [
  {
    pan: 'ABCPK7001L',
    behaviour: 'found (any PAN with digits 7000-7999 but 7503): the record of ASHA VERMA',
  },
  { pan: 'ABCPK7002L', behaviour: 'found: the record of RAHUL KUMAR' },
  { pan: 'ABCPK7503L', behaviour: 'the registry does not answer (KYC_SERVICE_UNAVAILABLE)' },
  { pan: 'ABCPK1234L', behaviour: 'no record (CKYC_NOT_FOUND): every PAN outside 7000-7999' },
] as const;

const PEOPLE: Omit<CkycRecord, 'ckycNumberMasked' | 'photoJpeg' | 'updatedAt'>[] = [
  {
    name: 'ASHA VERMA',
    dob: '1994-03-18',
    gender: 'F',
    address: { line: '12 MG Road, Shivaji Nagar', district: 'Pune', state: 'Maharashtra', pinCode: '411005' },
  },
  {
    name: 'RAHUL KUMAR',
    dob: '1990-11-02',
    gender: 'M',
    address: {
      line: '44 Gandhi Street, T Nagar',
      district: 'Chennai',
      state: 'Tamil Nadu',
      pinCode: '600017',
    },
  },
  {
    name: 'PRIYA SHARMA',
    dob: '1988-07-25',
    gender: 'F',
    address: { line: '7 Civil Lines', district: 'Jaipur', state: 'Rajasthan', pinCode: '302006' },
  },
];

const digitsOf = (pan: string) => pan.trim().toUpperCase().slice(5, 9);

/** A stable 14-digit CKYC number per PAN, shown only by its last four digits. */
const ckycNumberMasked = (pan: string) => {
  const digits = BigInt(`0x${createHash('sha256').update(pan).digest('hex').slice(0, 12)}`)
    .toString()
    .padStart(14, '0')
    .slice(-4);
  return `XXXXXXXXXX${digits}`;
};

/** The CKYC registry without a network: the answer follows from the PAN alone (SIMULATED_CKYC_PANS). */
export function createCkycSimulator(): CkycRegistry {
  return {
    simulated: true,

    async search(pan) {
      const normal = pan.trim().toUpperCase();
      const digits = digitsOf(normal);
      if (digits === '7503') throw new CkycError('unavailable');
      if (!digits.startsWith('7')) return null;
      return { reference: `SIMCKYC-${normal}`, ckycNumberMasked: ckycNumberMasked(normal) };
    },

    async download(match, dob) {
      const pan = match.reference.replace(/^SIMCKYC-/, '');
      const person = PEOPLE[(Number(digitsOf(pan)) - 7001 + PEOPLE.length * 1000) % PEOPLE.length];
      if (!person || !match.reference.startsWith('SIMCKYC-')) return null;
      // The registry authenticates the download with the date of birth when one is given.
      if (dob !== null && dob !== person.dob) return null;
      return {
        ...structuredClone(person),
        ckycNumberMasked: match.ckycNumberMasked,
        photoJpeg: null,
        updatedAt: '2024-06-01T00:00:00.000Z',
      };
    },
  };
}
