// The calculators' hub and its four pages as one lazy chunk, behind one loader
// in the route table (docs/decisions/006).

export { default as CalculatorsPage } from './calculators';
export { default as CompareLoansPage } from './compare-loans';
export { default as EmiCalculatorPage } from './emi-calculator';
export { default as FdCalculatorPage } from './fd-calculator';
export { default as RdCalculatorPage } from './rd-calculator';
