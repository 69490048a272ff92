import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, render, setupI18n } from '@/testing/test-utils';
import { ConsentSheet } from '../consent-sheet';

let view: { unmount: () => void } | undefined;
beforeAll(setupI18n);
afterEach(() => {
  view?.unmount();
  document.body.innerHTML = '';
});

describe('the consent sheet (issue 31: KYC modes)', () => {
  it('describes identity from the KYC modes, the last four digits only, the face match and card photos as a last resort', async () => {
    view = render(<ConsentSheet visible pending={false} onAccept={() => {}} onDecline={() => {}} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const text = byTestId('consent-sheet')?.textContent ?? '';
    expect(text).toContain(
      "Your identity, with your consent, from UIDAI's signed Aadhaar offline file or Secure QR, DigiLocker or the CKYC registry; and your PAN",
    );
    expect(text).toContain('We keep only the last four digits of your Aadhaar, never the full number.');
    expect(text).toContain('Card images are masked and stored encrypted.');
    expect(text).toContain('matched against the photo from your verified identity');
    expect(text).toContain('never a template of your face');
    expect(text).toContain('Photos of your Aadhaar and PAN cards only as a last resort');
    expect(text).toContain('A person checks them.');
    expect(text).not.toContain('Aadhaar and PAN numbers');
    expect(text).not.toContain('photos of both cards');
  });
});
