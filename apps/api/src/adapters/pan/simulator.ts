import { type PanAnswer, PanServiceError, type PanVerifier } from './pan-verifier';

/** PANs with a fixed answer, by the PAN's four digits (positions 6-9); any other PAN is valid in the name given. */
export const SIMULATED_PAN_ANSWERS = [
  { pan: 'ABCPV8001L', behaviour: 'invalid (Protean F: fake PAN)' },
  { pan: 'ABCPV8002L', behaviour: 'not_found (N)' },
  { pan: 'ABCPV8003L', behaviour: 'deactivated (X)' },
  { pan: 'ABCPV8004L', behaviour: 'deleted (D)' },
  { pan: 'ABCPV8005L', behaviour: 'deceased (ED: valid, the holder has died)' },
  { pan: 'ABCPV8007L', behaviour: 'valid, another name on the PAN (RAMESH KUMAR SINGH): a low name score' },
  { pan: 'ABCPV8008L', behaviour: 'valid, the given names as initials (A VERMA for Asha Verma)' },
  { pan: 'ABCPV8500L', behaviour: 'the service does not answer (KYC_SERVICE_UNAVAILABLE)' },
] as const;

const FIXED: Record<string, PanAnswer['status']> = {
  '8001': 'invalid',
  '8002': 'not_found',
  '8003': 'deactivated',
  '8004': 'deleted',
  '8005': 'deceased',
};

/** 'Asha Rani Verma' -> 'A R VERMA', as PAN records often print given names. */
const withInitials = (name: string) => {
  const parts = name.trim().toUpperCase().split(/\s+/);
  const last = parts.pop() ?? '';
  return [...parts.map((part) => part.charAt(0)), last].join(' ');
};

/** The PAN service without a network: the answer follows from the PAN (SIMULATED_PAN_ANSWERS) and the name given. */
export function createPanSimulator(): PanVerifier {
  return {
    simulated: true,
    async verify({ pan, name }) {
      const digits = pan.trim().toUpperCase().slice(5, 9);
      if (digits === '8500') throw new PanServiceError('unavailable');
      const fixed = FIXED[digits];
      if (fixed === 'invalid' || fixed === 'not_found') return { status: fixed, nameOnPan: null };
      if (fixed) return { status: fixed, nameOnPan: name.toUpperCase() };
      if (digits === '8007') return { status: 'valid', nameOnPan: 'RAMESH KUMAR SINGH' };
      if (digits === '8008') return { status: 'valid', nameOnPan: withInitials(name) };
      return { status: 'valid', nameOnPan: name.trim().toUpperCase() };
    },
  };
}
