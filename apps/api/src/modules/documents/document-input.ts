import { failedDebitChargeOf, formatAddress } from '@app/domain';
import type { AppConfig } from '../../config/config';
import { type OperatorConfig, operatorOf } from '../../config/operator';
import type { Db } from '../../db/client';
import type { LoanOrderRow } from '../../db/schema';
import { applicationRepository } from '../application';
import type { DocumentInput } from './build-document';

export type DocumentConfig = Pick<AppConfig, 'PRO_NAME' | 'SERVICE_EMAIL'> & OperatorConfig;

/** What the documents of an order are made of: its figures, the borrower and the parties. */
export function createDocumentInputs(db: Db, config: DocumentConfig) {
  const { lender, lsp } = operatorOf(config);
  const officer = (o: { name: string; email: string; phone: string }) => ({
    name: o.name,
    email: o.email,
    phone: o.phone,
  });
  const parties = {
    brand: config.PRO_NAME,
    lender: lender.name,
    lenderRegistration: lender.rbiRegistration,
    lenderAddress: lender.address,
    serviceEmail: config.SERVICE_EMAIL,
    officer: officer(lender.grievanceOfficer),
    lsp: lsp ? { name: lsp.name, address: lsp.address, officer: officer(lsp.grievanceOfficer) } : null,
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
      // The order's own figure, fixed when priced: the one its failed debits are charged (decision 080).
      failedDebitChargePaise: failedDebitChargeOf(order.pricing),
    };
  };
}

export type InputFor = ReturnType<typeof createDocumentInputs>;
