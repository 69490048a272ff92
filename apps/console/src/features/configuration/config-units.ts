import type { LoanProduct, PricingConfig, ProductConfig } from '@app/domain';
import { ApiError } from '@/lib/api';
import { rupees } from '@/lib/money';
import { percentADay } from '@/lib/rate';

/**
 * The API keeps money in paise and rates in ppm; people think in rupees and
 * percent. Each field the form shows, with its label and unit, and the
 * conversions both ways (rounded, so 0.045% is 450 ppm exactly).
 */
export type Unit = 'rupees' | 'percent' | 'percentDay' | 'days' | 'hours' | 'months' | 'extensions';

const SCALE: Record<Unit, number> = {
  rupees: 100,
  percent: 10_000,
  percentDay: 10_000,
  days: 1,
  hours: 1,
  months: 1,
  extensions: 1,
};
const SUFFIX: Record<Unit, string> = {
  rupees: '',
  percent: '%',
  percentDay: '% a day',
  days: 'days',
  hours: 'hours',
  months: 'months',
  extensions: 'extensions',
};

export const toHuman = (value: number, unit: Unit) => value / SCALE[unit];
export const fromHuman = (value: number, unit: Unit) => Math.round(value * SCALE[unit]);

type NumericPricing = {
  [K in keyof PricingConfig]: PricingConfig[K] extends number ? K : never;
}[keyof PricingConfig];
type NumericProduct = Exclude<keyof LoanProduct, 'kind'>;

export interface FieldSpec<K extends string> {
  key: K;
  label: string;
  unit: Unit;
  help?: string;
}

export const PRICING_GROUPS: { title: string; fields: FieldSpec<NumericPricing>[] }[] = [
  {
    title: 'Fees at withdrawal',
    fields: [
      { key: 'serviceFeePpm', label: 'Service fee', unit: 'percent', help: 'Share of the amount' },
      { key: 'creditReportFeePaise', label: 'Credit report fee', unit: 'rupees' },
      { key: 'ticketFeePaise', label: 'Ticket (documentation) fee', unit: 'rupees' },
      { key: 'gstPpm', label: 'GST', unit: 'percent' },
    ],
  },
  {
    title: 'Extension, penalties and cooling-off',
    fields: [
      {
        key: 'extensionDays',
        label: 'Extension moves the due date by',
        unit: 'days',
        help: 'The spec names 8 or 15',
      },
      {
        key: 'extensionFeePpm',
        label: 'Extension fee',
        unit: 'percent',
        help: 'Share of the principal owed',
      },
      {
        key: 'maxConsecutiveExtensions',
        label: 'Extensions in a row, at most',
        unit: 'extensions',
        help: 'Until an instalment is paid; 0 turns extensions off',
      },
      { key: 'penalDailyPpm', label: 'Penal charge', unit: 'percentDay', help: 'Of an overdue instalment' },
      { key: 'penaltyFeePaise', label: 'Penalty fee (first overdue day)', unit: 'rupees' },
      { key: 'coolingOffHours', label: 'Cooling-off window', unit: 'hours' },
    ],
  },
  {
    title: 'Withdrawal limits',
    fields: [
      { key: 'minWithdrawalExclusivePaise', label: 'Withdrawal above', unit: 'rupees' },
      { key: 'maxWithdrawalExclusivePaise', label: 'Withdrawal below', unit: 'rupees' },
      { key: 'amountStepPaise', label: 'Amount step', unit: 'rupees' },
      { key: 'termStepMonths', label: 'Term step (unlocked per on-time loan)', unit: 'months' },
    ],
  },
];

export const PRODUCT_FIELDS: FieldSpec<NumericProduct>[] = [
  { key: 'minAmountPaise', label: 'Min amount', unit: 'rupees' },
  { key: 'maxAmountPaise', label: 'Max amount', unit: 'rupees' },
  { key: 'minTermMonths', label: 'Min term', unit: 'months' },
  { key: 'maxTermMonths', label: 'Max term', unit: 'months' },
  { key: 'dailyRateMinPpm', label: 'Min rate', unit: 'percentDay' },
  { key: 'dailyRateMaxPpm', label: 'Max rate', unit: 'percentDay' },
];

export const GST_BASE_LABEL: Record<PricingConfig['gstBase'], string> = {
  all_fees: 'Every fee',
  service_fee: 'Service fee only',
};

export interface ConfigForm {
  pricing: Record<string, number | string>;
  products: Record<string, number | string>[];
  note: string;
}

export function toForm(config: ProductConfig): ConfigForm {
  const pricing: Record<string, number | string> = { gstBase: config.pricing.gstBase };
  for (const field of PRICING_GROUPS.flatMap((g) => g.fields)) {
    pricing[field.key] = toHuman(config.pricing[field.key], field.unit);
  }
  const products = config.products.map((product) => {
    const row: Record<string, number | string> = { kind: product.kind };
    for (const field of PRODUCT_FIELDS) row[field.key] = toHuman(product[field.key], field.unit);
    return row;
  });
  return { pricing, products, note: '' };
}

/** The form's values over `base` (fields the form does not show, such as the instalment length, are kept). */
export function fromForm(form: ConfigForm, base: ProductConfig): ProductConfig {
  const pricing: PricingConfig = {
    ...base.pricing,
    gstBase: form.pricing.gstBase as PricingConfig['gstBase'],
  };
  for (const field of PRICING_GROUPS.flatMap((g) => g.fields)) {
    pricing[field.key] = fromHuman(Number(form.pricing[field.key]), field.unit);
  }
  const products = base.products.map((product, i) => {
    const next: LoanProduct = { ...product };
    for (const field of PRODUCT_FIELDS)
      next[field.key] = fromHuman(Number(form.products[i]?.[field.key]), field.unit);
    return next;
  });
  return { pricing, products };
}

/** A stored value in the unit people read it in: ₹1,000.00, 3%, 0.04% a day, 15 days (money and daily rates as every console screen shows them). */
export function showValue(value: number, unit: Unit): string {
  if (unit === 'rupees') return rupees(value);
  if (unit === 'percentDay') return percentADay(value);
  const human = toHuman(value, unit);
  if (unit === 'percent') return `${human}${SUFFIX[unit]}`;
  return `${human} ${SUFFIX[unit]}`;
}

const BY_KEY = new Map<string, FieldSpec<string>>(
  [...PRICING_GROUPS.flatMap((g) => g.fields), ...PRODUCT_FIELDS].map((f) => [f.key, f]),
);

/** A diff line ('products.salary.maxAmountPaise', 6000000 -> 8000000) as people read it. */
export function describeChange(
  field: string,
  before: unknown,
  after: unknown,
): { label: string; before: string; after: string } {
  const parts = field.split('.');
  const key = parts[parts.length - 1] ?? field;
  const spec = BY_KEY.get(key);
  const scope = parts[0] === 'products' ? `${parts[1] ?? ''} loan: ` : '';
  const show = (value: unknown) => {
    if (value === null || value === undefined) return '—';
    if (key === 'gstBase') return GST_BASE_LABEL[value as PricingConfig['gstBase']] ?? String(value);
    return spec && typeof value === 'number' ? showValue(value, spec.unit) : String(value);
  };
  return { label: `${scope}${spec?.label ?? key}`, before: show(before), after: show(after) };
}

/** Figures the server checks that have no input of their own in the form. */
const OTHER_LABELS: Record<string, string> = {
  gstBase: 'GST is charged on',
  installmentDays: 'Instalment period',
  daysPerMonth: 'Days in a month',
  products: 'The products',
};

/**
 * A field as the server names it ('pricing.gstPpm', 'products.1.maxAmountPaise') by the
 * label the form shows: 'GST', 'Salary loan: Max amount' (the product by its index in `products`).
 */
export function fieldLabel(field: string, products: readonly { kind: string }[] = []): string {
  const parts = field.split('.');
  const key = parts[parts.length - 1] ?? field;
  const label = BY_KEY.get(key)?.label ?? OTHER_LABELS[key] ?? 'A figure';
  if (parts[0] !== 'products' || parts.length < 3) return label;
  const at = parts[1] ?? '';
  const kind = /^\d+$/.test(at) ? products[Number(at)]?.kind : at;
  return kind ? `${kind === 'personal' ? 'Personal' : 'Salary'} loan: ${label}` : label;
}

/**
 * CONFIG_INVALID names the figure by its key ('… products.0.dailyRateMaxPpm must be …'): the same
 * refusal naming it by its label, as staff see it on the form. Any other error is left as it is.
 */
export function refusalInWords(error: unknown, products: readonly { kind: string }[] = []): unknown {
  if (!(error instanceof ApiError) || error.code !== 'CONFIG_INVALID' || !error.field) return error;
  const words = error.message.split(error.field).join(fieldLabel(error.field, products));
  return new ApiError(error.status, error.code, words, error.field);
}
