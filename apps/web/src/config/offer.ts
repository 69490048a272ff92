/**
 * The advertised offer (spec §1, §9) shown before login, in rupees. After
 * login the Home tab shows the server's product offers instead.
 */
export const ADVERTISED_OFFER = {
  personal: { min: 2_000, max: 30_000 },
  salary: { min: 5_000, max: 60_000 },
  termMonths: { min: 3, max: 12 },
  dailyRateFromPercent: '0.04',
  minAnnualIncome: 25_000,
} as const;
