import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../../db/schema';
import {
  aadhaarFrom,
  addressValues,
  bankValues,
  basicValues,
  careerValues,
  consent,
  contactsValues,
  identityValues,
  putStep,
} from '../../../test/application-fixtures';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';

const APP = '/api/v1/application';

/** [step, values, expected code, field, English message when the spec gives one] */
const BAD_INPUT: [string, Record<string, unknown>, string, string, string?][] = [
  [
    'identity',
    identityValues({ aadhaar: '123456789012' }),
    'AADHAAR_INVALID',
    'aadhaar',
    'Enter the correct 12-digit Aadhaar card number',
  ],
  [
    'identity',
    identityValues({
      aadhaar: aadhaarFrom('23456789012').replace(/.$/, (d) => String((Number(d) + 1) % 10)),
    }),
    'AADHAAR_INVALID',
    'aadhaar',
  ],
  // Devanagari and fullwidth look-alike digits are refused, not read as digits.
  ['identity', identityValues({ aadhaar: '२३४५६७८९०१२३' }), 'AADHAAR_INVALID', 'aadhaar'],
  ['identity', identityValues({ aadhaar: '２３４５６７８９０１２３' }), 'AADHAAR_INVALID', 'aadhaar'],
  [
    'identity',
    identityValues({ pan: 'ABCDE1234F' }),
    'PAN_INVALID',
    'pan',
    'Enter the correct 10-digit PAN card number',
  ],
  ['identity', identityValues({ pan: 'ABCPE12345' }), 'PAN_INVALID', 'pan'],
  ['identity', identityValues({ name: '   ' }), 'NAME_INVALID', 'name'],
  ['identity', identityValues({ birth: '1994-02-30' }), 'DATE_INVALID', 'birth'],
  ['identity', identityValues({ sex: 'x' }), 'VALIDATION_FAILED', 'sex'],
  ['identity', identityValues({ aadhaar: 234567890123 }), 'AADHAAR_INVALID', 'aadhaar'],
  ['basic', basicValues({ email: 'asha@' }), 'EMAIL_INVALID', 'email', 'Input your correct e-mail address'],
  [
    'basic',
    basicValues({ whatsApp: '91234' }),
    'WHATSAPP_INVALID',
    'whatsApp',
    'Input 10 or 12 digits of your whatsapp number',
  ],
  ['basic', basicValues({ occupation: 'astronaut' }), 'VALIDATION_FAILED', 'occupation'],
  ['career', careerValues({ companyName: '' }), 'COMPANY_NAME_INVALID', 'companyName'],
  ['career', careerValues({ nextSalary: 32 }), 'VALIDATION_FAILED', 'nextSalary'],
  [
    'address',
    addressValues({ pinCode: '060001' }),
    'PIN_INVALID',
    'pinCode',
    'Please enter the correct pin code',
  ],
  ['address', addressValues({ detailAddress: '' }), 'ADDRESS_INVALID', 'detailAddress'],
  ['bank', bankValues({ ifsc: 'SBIN1000001' }), 'IFSC_INVALID', 'ifsc', 'Please enter the correct IFSC code'],
  ['bank', bankValues({ ifsc: 'ZZZZ0000001' }), 'IFSC_NOT_FOUND', 'ifsc'],
  [
    'bank',
    bankValues({ accountNumber: '1234', confirmAccountNumber: '1234' }),
    'BANK_ACCOUNT_INVALID',
    'accountNumber',
  ],
  [
    'bank',
    bankValues({ confirmAccountNumber: '123456789013' }),
    'BANK_ACCOUNT_MISMATCH',
    'confirmAccountNumber',
    'The bank account numbers entered twice are inconsistent, please reconfirm',
  ],
];

type Contact = { name: string; phone: string; relationship: string };
/** The valid three contacts with one of them changed. */
const contacts = (index: number, patch: Partial<Contact>) => {
  const value = contactsValues();
  value.contacts = value.contacts.map((c, i) => (i === index ? { ...c, ...patch } : c));
  return value;
};

describe.each(drivers)('application steps on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('opens a draft on first read and asks for consent before any step', async () => {
    const { token } = await logIn(ctx, '9876541001');
    const view = await call(ctx.app, 'GET', APP, undefined, { headers: bearer(token) });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ state: 'draft', consentAt: null, progress: 0, nextStep: 'identity' });

    const early = await putStep(ctx, token, 'basic', basicValues());
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CONSENT_REQUIRED');

    await consent(ctx, token);
    const after = (await call(ctx.app, 'GET', APP, undefined, { headers: bearer(token) })).json();
    expect(after.consentAt).toBe(ctx.clock.now().toISOString());
    const refused = await call(
      ctx.app,
      'POST',
      `${APP}/consent`,
      { accepted: false, version: '1' },
      { headers: bearer(token) },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONSENT_REQUIRED');
  });

  it.each(BAD_INPUT)('%s refuses bad input with %s', async (step, values, code, field, message) => {
    const { token } = await logIn(ctx, '9876541002');
    await consent(ctx, token);
    if (step === 'career') await putStep(ctx, token, 'basic', basicValues());
    const res = await putStep(ctx, token, step, values);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code, field });
    if (message) expect(res.json().message).toBe(message);
    const row = (await ctx.database.db.select().from(applications))[0];
    expect(row?.steps).toEqual(step === 'career' ? { basic: expect.anything() } : {});
  });

  it('applies every contact rule of spec §5 with its field', async () => {
    const { token } = await logIn(ctx, '9876541003');
    await consent(ctx, token);
    await putStep(ctx, token, 'basic', basicValues({ whatsApp: '9844444444' }));
    const cases: [ReturnType<typeof contactsValues>, string, string][] = [
      [{ contacts: contactsValues().contacts.slice(0, 2) }, 'CONTACTS_COUNT', 'contacts'],
      [contacts(1, { name: ' ' }), 'CONTACT_NAME_REQUIRED', 'contacts.1.name'],
      [contacts(2, { phone: '' }), 'CONTACT_PHONE_REQUIRED', 'contacts.2.phone'],
      [contacts(2, { phone: '+91 98111 11111' }), 'CONTACT_PHONE_DUPLICATE', 'contacts.2.phone'],
      [contacts(0, { phone: '09876541003' }), 'CONTACT_IS_OWN_PHONE', 'contacts.0.phone'],
      [contacts(1, { phone: '9844444444' }), 'CONTACT_IS_WHATSAPP', 'contacts.1.phone'],
      [contacts(0, { relationship: 'boss' }), 'CONTACT_RELATIONSHIP_REQUIRED', 'contacts.0.relationship'],
    ];
    for (const [values, code, field] of cases) {
      const res = await putStep(ctx, token, 'contacts', values);
      expect(res.json(), code).toMatchObject({ code, field });
    }
    expect((await putStep(ctx, token, 'contacts', contactsValues())).statusCode).toBe(200);
    // The rule holds the other way round too: WhatsApp cannot become a saved contact's number.
    const clash = await putStep(ctx, token, 'basic', basicValues({ whatsApp: '9822222222' }));
    expect(clash.json()).toMatchObject({ code: 'CONTACT_IS_WHATSAPP', field: 'whatsApp' });
  });

  it('keeps Aadhaar, PAN and the account only encrypted, and shows them masked', async () => {
    const { token } = await logIn(ctx, '9876541004');
    await consent(ctx, token);
    const aadhaar = aadhaarFrom('23456789012');
    const identity = await putStep(
      ctx,
      token,
      'identity',
      identityValues({ aadhaar: `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}` }),
    );
    expect(identity.statusCode).toBe(200);
    const bank = await putStep(ctx, token, 'bank', bankValues());
    const view = bank.json();
    expect(view.identity).toMatchObject({
      aadhaarMasked: `XXXX XXXX ${aadhaar.slice(-4)}`,
      panMasked: 'ABXXXXX34F',
    });
    expect(view.bank).toEqual({
      ifsc: 'SBIN0000001',
      bankName: 'State Bank of India',
      accountMasked: 'XXXX9012',
    });
    for (const body of [identity.body, bank.body]) {
      expect(body).not.toContain(aadhaar);
      expect(body).not.toContain('ABCPE1234F');
      expect(body).not.toContain('123456789012');
    }
    const [row] = await ctx.database.db.select().from(applications);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(aadhaar);
    expect(stored).not.toContain('ABCPE1234F');
    expect(stored).not.toContain('123456789012');
    // Decision 075: no Aadhaar ciphertext at all, only the blind index.
    expect(row).not.toHaveProperty('aadhaarEnc');
    expect(row?.aadhaarIndex).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ignores a state, quota or decision sent by the client', async () => {
    const { token } = await logIn(ctx, '9876541005');
    await consent(ctx, token);
    const res = await putStep(ctx, token, 'basic', {
      ...basicValues(),
      state: 'approved',
      quotaPaise: 99_999_999,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'draft', decision: null });
    const sneaky = await call(
      ctx.app,
      'PUT',
      `${APP}/steps/basic`,
      { values: basicValues(), state: 'approved' },
      { headers: bearer(token) },
    );
    expect(sneaky.json().state).toBe('draft');
    const [row] = await ctx.database.db.select().from(applications);
    expect(row).toMatchObject({ state: 'draft', quotaPaise: null });
    expect(row?.steps.basic).not.toHaveProperty('state');
  });

  it('keeps drafts and telemetry, and drops a draft once its step is saved', async () => {
    const { token } = await logIn(ctx, '9876541008');
    await consent(ctx, token);
    const draft = await call(
      ctx.app,
      'PUT',
      `${APP}/drafts/basic`,
      { values: { email: 'asha@exa' } },
      { headers: bearer(token) },
    );
    expect(draft.statusCode).toBe(204);
    const resumed = (await call(ctx.app, 'GET', APP, undefined, { headers: bearer(token) })).json();
    expect(resumed.drafts).toEqual({ basic: { email: 'asha@exa' } });

    const telemetry = {
      fields: {
        email: {
          status: 2,
          updateCount: 9,
          duration: 5300,
          firstDuration: 4100,
          checkType: 1,
          clickCount: 2,
        },
      },
      appBackCount: 1,
      appBackDuration: 12000,
      durationList: [45000],
    };
    const saved = await putStep(ctx, token, 'basic', basicValues(), telemetry);
    expect(saved.json().drafts).toEqual({});
    const [row] = await ctx.database.db.select().from(applications);
    expect(row?.telemetry).toEqual({ basic: telemetry });
    expect(row?.draftsEnc).not.toContain('asha');

    const tooBig = await call(
      ctx.app,
      'PUT',
      `${APP}/drafts/basic`,
      { values: { email: 'x'.repeat(201) } },
      { headers: bearer(token) },
    );
    expect(tooBig.statusCode).toBe(400);
    const badStep = await call(
      ctx.app,
      'PUT',
      `${APP}/drafts/nope`,
      { values: {} },
      { headers: bearer(token) },
    );
    expect(badStep.statusCode).toBe(400);
  });

  it('answers the missing body, wrong types and unknown steps with a code, never a 500', async () => {
    const { token } = await logIn(ctx, '9876541009');
    await consent(ctx, token);
    const bodies: unknown[] = [
      null,
      [],
      'x',
      { values: null },
      { values: [] },
      { values: { contacts: 'x' } },
      { values: {}, telemetry: { fields: 1 } },
    ];
    for (const body of bodies) {
      const res = await call(ctx.app, 'PUT', `${APP}/steps/contacts`, body as never, {
        headers: bearer(token),
      });
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().code).toBe('string');
    }
    expect((await putStep(ctx, token, 'face', {})).statusCode).toBe(400);
    expect((await call(ctx.app, 'GET', APP)).statusCode).toBe(401);
  });

  it('shows each customer only their own application', async () => {
    const a = await logIn(ctx, '9876541010');
    const b = await logIn(ctx, '9876541011');
    await consent(ctx, a.token);
    await putStep(ctx, a.token, 'basic', basicValues());
    const viewB = (await call(ctx.app, 'GET', APP, undefined, { headers: bearer(b.token) })).json();
    expect(viewB.basic).toBeNull();
    const rows = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.customerId, b.customerId));
    expect(rows).toHaveLength(1);
  });
});
