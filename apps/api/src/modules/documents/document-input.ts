import { formatAddress } from '@app/domain';
import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/client';
import type { LoanOrderRow } from '../../db/schema';
import { applicationRepository } from '../application';
import type { DocumentInput } from './build-document';

const SANCTION_VALID_DAYS = 7;

export type DocumentConfig = Pick<
  AppConfig,
  | 'PRO_NAME'
  | 'LENDER_NAME'
  | 'SERVICE_EMAIL'
  | 'GRIEVANCE_OFFICER_NAME'
  | 'GRIEVANCE_OFFICER_EMAIL'
  | 'GRIEVANCE_OFFICER_PHONE'
>;

/** What the documents of an order are made of: its figures, the borrower and the parties. */
export function createDocumentInputs(db: Db, config: DocumentConfig) {
  const parties = {
    brand: config.PRO_NAME,
    lender: config.LENDER_NAME,
    serviceEmail: config.SERVICE_EMAIL,
    officer: {
      name: config.GRIEVANCE_OFFICER_NAME,
      email: config.GRIEVANCE_OFFICER_EMAIL,
      phone: config.GRIEVANCE_OFFICER_PHONE,
    },
  };
  return async function inputFor(order: LoanOrderRow): Promise<DocumentInput> {
    const application = await applicationRepository.findById(db, order.applicationId);
    const identity = application?.steps.identity;
    const a = application?.steps.address;
    const address = a ? formatAddress(a) : '';
    return {
      order,
      borrower: { name: identity?.name ?? '', address },
      parties,
      sanctionValidDays: SANCTION_VALID_DAYS,
    };
  };
}

export type InputFor = ReturnType<typeof createDocumentInputs>;
