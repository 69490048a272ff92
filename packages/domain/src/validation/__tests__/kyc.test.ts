import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAadhaar,
  checkBankAccount,
  checkBankAccountConfirmation,
  checkEmail,
  checkIfsc,
  checkPan,
  checkPinCode,
  checkWhatsApp,
  maskAadhaar,
} from '../kyc';
import { verhoeffCheckDigit, verhoeffValid } from '../verhoeff';

const withCheckDigit = (prefix: string) => `${prefix}${verhoeffCheckDigit(prefix)}`;
const aadhaarPrefix = fc
  .tuple(
    fc.integer({ min: 2, max: 9 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }),
  )
  .map(([first, rest]) => `${first}${rest.join('')}`);

describe('Verhoeff', () => {
  it('gives 3 for 236, the textbook example', () => {
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });

  it('catches every single wrong digit', () => {
    fc.assert(
      fc.property(aadhaarPrefix, fc.nat(11), fc.integer({ min: 1, max: 9 }), (prefix, position, shift) => {
        const valid = withCheckDigit(prefix);
        const wrong = String((Number(valid[position]) + shift) % 10);
        const typo = valid.slice(0, position) + wrong + valid.slice(position + 1);
        return verhoeffValid(valid) && !verhoeffValid(typo);
      }),
    );
  });

  it('catches every swap of two different neighbouring digits', () => {
    fc.assert(
      fc.property(aadhaarPrefix, fc.nat(10), (prefix, position) => {
        const valid = withCheckDigit(prefix);
        const a = valid[position] ?? '';
        const b = valid[position + 1] ?? '';
        fc.pre(a !== b);
        const swapped = valid.slice(0, position) + b + a + valid.slice(position + 2);
        return !verhoeffValid(swapped);
      }),
    );
  });
});

describe('checkAadhaar: "Enter the correct 12-digit Aadhaar card number"', () => {
  it('accepts a well-formed number, with or without spaces', () => {
    fc.assert(fc.property(aadhaarPrefix, (prefix) => checkAadhaar(withCheckDigit(prefix)) === null));
    const number = withCheckDigit('23456789012');
    expect(checkAadhaar(`${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`)).toBeNull();
  });

  it.each([
    ['a first digit of 0 or 1', `0${withCheckDigit('23456789012').slice(1)}`],
    ['11 digits', '23456789012'],
    ['13 digits', `${withCheckDigit('23456789012')}5`],
    ['letters', '2345678901AB'],
    ['Devanagari digits', '२३४५६७८९०१२३'],
    ['fullwidth digits', '２３４５６７８９０１２３'],
    ['a wrong check digit', `23456789012${(verhoeffCheckDigit('23456789012') + 1) % 10}`],
  ])('refuses %s', (_label, value) => expect(checkAadhaar(value)).toBe('AADHAAR_INVALID'));

  it('is masked to its last four digits', () => {
    expect(maskAadhaar('2345 6789 0123')).toBe('XXXX XXXX 0123');
  });
});

describe('checkPan: "Enter the correct 10-digit PAN card number"', () => {
  it.each(['ABCPE1234F', 'abcpe1234f', ' ABCPE1234F '])('accepts %j', (pan) =>
    expect(checkPan(pan)).toBeNull(),
  );
  it.each(['ABCCE1234F', 'ABCPE1234', 'ABCPE12345', 'AB1PE1234F', 'ABCPE1234१', ''])('refuses %j', (pan) =>
    expect(checkPan(pan)).toBe('PAN_INVALID'),
  );
});

describe('checkIfsc: "Please enter the correct IFSC code"', () => {
  it.each(['SBIN0001234', 'hdfc0000001', 'ICIC0ABC123'])('accepts %j', (ifsc) =>
    expect(checkIfsc(ifsc)).toBeNull(),
  );
  it.each(['SBIN1001234', 'SBI00001234', 'SBIN000123', 'SBIN00012345', ''])('refuses %j', (ifsc) =>
    expect(checkIfsc(ifsc)).toBe('IFSC_INVALID'),
  );
});

describe('checkPinCode: "Please enter the correct pin code"', () => {
  it.each(['560001', '110001', '999999'])('accepts %j', (pin) => expect(checkPinCode(pin)).toBeNull());
  it.each(['060001', '56001', '5600011', '５６０００１', 'ABCDEF', ''])('refuses %j', (pin) =>
    expect(checkPinCode(pin)).toBe('PIN_INVALID'),
  );
});

describe('checkEmail: "Input your correct e-mail address"', () => {
  it.each(['asha@example.in', 'a.b+loans@mail.co.in', ' ravi@gmail.com '])('accepts %j', (email) =>
    expect(checkEmail(email)).toBeNull(),
  );
  it.each(['asha', 'asha@', '@example.in', 'asha@example', 'as ha@example.in', 'asha@@example.in', ''])(
    'refuses %j',
    (email) => expect(checkEmail(email)).toBe('EMAIL_INVALID'),
  );
});

describe('checkWhatsApp: "Input 10 or 12 digits of your whatsapp number"', () => {
  it.each(['9876543210', '919876543210', '98765 43210'])('accepts %j', (n) =>
    expect(checkWhatsApp(n)).toBeNull(),
  );
  it.each(['987654321', '98765432101', '9198765432101', '98765abcde', ''])('refuses %j', (n) =>
    expect(checkWhatsApp(n)).toBe('WHATSAPP_INVALID'),
  );
});

describe('bank account', () => {
  it('takes 9 to 18 digits', () => {
    expect(checkBankAccount('123456789')).toBeNull();
    expect(checkBankAccount('123456789012345678')).toBeNull();
    expect(checkBankAccount('12345678')).toBe('BANK_ACCOUNT_INVALID');
    expect(checkBankAccount('1234567890123456789')).toBe('BANK_ACCOUNT_INVALID');
    expect(checkBankAccount('12345678A')).toBe('BANK_ACCOUNT_INVALID');
  });

  it('needs the same number twice: "The bank account numbers entered twice are inconsistent"', () => {
    expect(checkBankAccountConfirmation('1234 5678 9012', '123456789012')).toBeNull();
    expect(checkBankAccountConfirmation('123456789012', '123456789013')).toBe('BANK_ACCOUNT_MISMATCH');
  });
});
