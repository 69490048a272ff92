import { type FormStep, STEP_BODY_SCHEMAS } from '@app/contract';
import { checkBankAccountConfirmation, checkContacts, normalizeIndianPhone } from '@app/domain';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { findIfsc } from '../lookup';
import { checkIdentity, type VerificationFacts } from './identity-rules';
import type { AddressStep, BasicStep, CareerStep, ContactsStep, IdentityStep } from './step-types';
import type { StoredApplicationSteps } from './stored-steps';
import { issueToAppError } from './zod-issue';

/** Secrets a step carries: stored only encrypted, in their own columns. */
export interface StepSecrets {
  /** The typed number (card photos), or, with a verified mode, the key its one-owner claim is indexed by. */
  aadhaar?: string;
  pan?: string;
  account?: string;
}

export interface CheckedStep {
  stored: StoredApplicationSteps;
  secrets: StepSecrets;
}

export interface StepContext {
  /** The customer's registered phone (bare 10 digits). */
  phone: string;
  /** Steps saved so far, for rules that span steps (contacts against WhatsApp). */
  saved: StoredApplicationSteps;
  /** The customer's newest identity verification (issue 31), read for the identity step. */
  verification?: VerificationFacts | null;
  /** Today in India (YYYY-MM-DD), for the age rule of the identity step. */
  today?: string;
}

const digitsOnly = (raw: string) => raw.replace(/[\s-]/g, '');

/**
 * Parses one step's values with its contract schema (each field's spec §5
 * message) and applies the rules that need more than one field. Unknown keys
 * (a status or quota sent by a client) are dropped by the schema.
 */
export function checkStep(step: FormStep, values: unknown, context: StepContext): CheckedStep {
  const parsed = STEP_BODY_SCHEMAS[step].safeParse(values);
  if (!parsed.success) throw issueToAppError(parsed.error);
  const body = parsed.data;

  switch (step) {
    case 'identity':
      return checkIdentity(body as IdentityStep, context);
    case 'basic': {
      const v = body as BasicStep;
      const whatsApp = digitsOnly(v.whatsApp);
      const clash = checkContacts(context.saved.contacts?.contacts ?? [], { phone: context.phone, whatsApp });
      if (context.saved.contacts && clash?.code === 'CONTACT_IS_WHATSAPP') {
        throw new AppError('CONTACT_IS_WHATSAPP', { field: 'whatsApp' });
      }
      return { stored: { basic: { ...v, email: v.email.trim(), whatsApp } }, secrets: {} };
    }
    case 'career': {
      const v = body as CareerStep;
      const basic = context.saved.basic;
      // The variant must be the one the chosen occupation opens.
      if (basic && basic.occupation !== v.occupation)
        throw new AppError('VALIDATION_FAILED', { field: 'occupation' });
      if (v.occupation === 'student' && v.graduationTime < v.enrollmentTime) {
        throw new AppError('DATE_INVALID', { field: 'graduationTime' });
      }
      return { stored: { career: v }, secrets: {} };
    }
    case 'address': {
      const v = body as AddressStep;
      return { stored: { address: { ...v, pinCode: v.pinCode.trim() } }, secrets: {} };
    }
    case 'contacts': {
      const v = body as ContactsStep;
      const issue = checkContacts(v.contacts, {
        phone: context.phone,
        whatsApp: context.saved.basic?.whatsApp,
      });
      if (issue) {
        const field = issue.index === null ? 'contacts' : `contacts.${issue.index}.${issue.field}`;
        throw new AppError(issue.code, { field });
      }
      const contacts = v.contacts.map((c) => ({
        name: c.name.trim(),
        phone: normalizeIndianPhone(c.phone) ?? c.phone,
        relationship: c.relationship,
      }));
      return { stored: { contacts: { contacts } }, secrets: {} };
    }
    case 'bank': {
      const v = body as z.output<typeof STEP_BODY_SCHEMAS.bank>;
      const mismatch = checkBankAccountConfirmation(v.accountNumber, v.confirmAccountNumber);
      if (mismatch) throw new AppError(mismatch, { field: 'confirmAccountNumber' });
      const ifsc = v.ifsc.trim().toUpperCase();
      const bank = findIfsc(ifsc);
      if (!bank) throw new AppError('IFSC_NOT_FOUND', { field: 'ifsc' });
      const account = digitsOnly(v.accountNumber);
      return {
        stored: { bank: { ifsc, bankName: bank.bankName, accountMasked: `XXXX${account.slice(-4)}` } },
        secrets: { account },
      };
    }
  }
}
