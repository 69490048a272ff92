export {
  type CalculatorInput,
  type CalculatorInputProblem,
  calculatorInputProblem,
  MAX_TENURE_MONTHS,
} from './calculator-input';
export * from './compare-loans';
export * from './emi';
export * from './fixed-deposit';
export * from './recurring-deposit';
