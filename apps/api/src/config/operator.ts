import type { Operator } from '@app/contract';
import type { Env } from './env';

export type OperatorConfig = Pick<
  Env,
  | 'OPERATOR_MODEL'
  | 'LENDER_NAME'
  | 'LENDER_RBI_REGISTRATION'
  | 'LENDER_ADDRESS'
  | 'GRIEVANCE_OFFICER_NAME'
  | 'GRIEVANCE_OFFICER_EMAIL'
  | 'GRIEVANCE_OFFICER_PHONE'
  | 'GRIEVANCE_OFFICER_ADDRESS'
  | 'LSP_NAME'
  | 'LSP_ADDRESS'
  | 'LSP_GRIEVANCE_OFFICER_NAME'
  | 'LSP_GRIEVANCE_OFFICER_EMAIL'
  | 'LSP_GRIEVANCE_OFFICER_PHONE'
>;

/**
 * The lender and, in OPERATOR_MODEL=lsp, the lending service provider that
 * runs the app for it: the one description the pages, documents and SMS all
 * name (decision 071).
 */
export function operatorOf(config: OperatorConfig): Operator {
  return {
    lender: {
      name: config.LENDER_NAME,
      rbiRegistration: config.LENDER_RBI_REGISTRATION,
      address: config.LENDER_ADDRESS,
      grievanceOfficer: {
        name: config.GRIEVANCE_OFFICER_NAME,
        email: config.GRIEVANCE_OFFICER_EMAIL,
        phone: config.GRIEVANCE_OFFICER_PHONE,
        address: config.GRIEVANCE_OFFICER_ADDRESS,
      },
    },
    lsp:
      config.OPERATOR_MODEL === 'lsp'
        ? {
            name: config.LSP_NAME,
            address: config.LSP_ADDRESS,
            grievanceOfficer: {
              name: config.LSP_GRIEVANCE_OFFICER_NAME,
              email: config.LSP_GRIEVANCE_OFFICER_EMAIL,
              phone: config.LSP_GRIEVANCE_OFFICER_PHONE,
              address: config.LSP_ADDRESS,
            },
          }
        : null,
  };
}
