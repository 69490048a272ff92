import { describe, expect, it } from 'vitest';
import { call, drivers, useTestApp } from '../../../test/test-app';

const LENDER = {
  name: 'Setu Finance Private Limited',
  rbiRegistration: 'N-00.00000',
  address: '4th Floor, 12 MG Road, Bengaluru, Karnataka 560001',
  grievanceOfficer: { name: 'Priya Raman', email: 'grievance@setufinance.in', phone: '+91 80 4100 5600' },
};

describe.each(drivers)('the operator model in the public config (decision 071) on %s', (driver) => {
  describe('default: an LSP runs the app for the lender', () => {
    const ctx = useTestApp(driver);

    it('names the lender with its registration and grievance officer, and the LSP with its own', async () => {
      const config = (await call(ctx.app, 'GET', '/api/v1/config')).json();
      expect(config.operator).toMatchObject({
        lender: LENDER,
        lsp: {
          name: 'RupeeSetu Technologies Private Limited',
          grievanceOfficer: { name: 'Arjun Mehta', email: 'grievance@rupeesetu.in' },
        },
      });
      expect(config.lenderName).toBe(LENDER.name);
      expect(config.grievanceOfficer).toEqual(config.operator.lender.grievanceOfficer);
    });
  });

  describe("OPERATOR_MODEL=lender: the lender's own app", () => {
    const ctx = useTestApp(driver, { OPERATOR_MODEL: 'lender', LENDER_NAME: 'Udaan Credit Limited' });

    it('has no LSP, whatever LSP_* say', async () => {
      const config = (await call(ctx.app, 'GET', '/api/v1/config')).json();
      expect(config.operator.lsp).toBeNull();
      expect(config.operator.lender.name).toBe('Udaan Credit Limited');
    });
  });
});
