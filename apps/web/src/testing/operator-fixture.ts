import type { Operator } from '@app/contract';

/** The default configuration's operator model (decision 071): an LSP's app for a lender, both fictional. */
export const LSP_OPERATOR: Operator = {
  lender: {
    name: 'Setu Finance Private Limited',
    rbiRegistration: 'N-00.00000',
    address: '4th Floor, 12 MG Road, Bengaluru, Karnataka 560001',
    grievanceOfficer: {
      name: 'Priya Raman',
      email: 'grievance@setufinance.in',
      phone: '+91 80 4100 5600',
      address: '12 MG Road, Bengaluru 560001',
    },
  },
  lsp: {
    name: 'RupeeSetu Technologies Private Limited',
    address: '2nd Floor, 80 Residency Road, Bengaluru, Karnataka 560025',
    grievanceOfficer: {
      name: 'Arjun Mehta',
      email: 'grievance@rupeesetu.in',
      phone: '+91 80 4000 1234',
      address: '2nd Floor, 80 Residency Road, Bengaluru, Karnataka 560025',
    },
  },
};

/** OPERATOR_MODEL=lender: the lender's own app. */
export const LENDER_APP_OPERATOR: Operator = { ...LSP_OPERATOR, lsp: null };
