import type { ApplicationView, StepBody } from '@app/contract';
import { checkPinCode } from '@app/domain';
import type { FieldError } from './form-fields/field-errors';

export const ADDRESS_FIELDS = ['pinCode', 'state', 'city', 'area', 'detailAddress'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

export function initialAddress(view: ApplicationView): AddressValues {
  const source: Partial<Record<string, string>> =
    view.steps.address === 'done' && view.address ? view.address : (view.drafts.address ?? {});
  return Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, source[name] ?? ''])) as AddressValues;
}

export function addressFieldError(name: AddressField, values: AddressValues): FieldError | undefined {
  const value = values[name].trim();
  if (name === 'pinCode') return checkPinCode(value) ? { code: 'PIN_INVALID' } : undefined;
  if (name === 'detailAddress') return value ? undefined : { code: 'ADDRESS_INVALID' };
  return value ? undefined : { key: 'required' };
}

export function toAddressBody(values: AddressValues): StepBody<'address'> {
  return {
    pinCode: values.pinCode.trim(),
    state: values.state.trim(),
    city: values.city.trim(),
    area: values.area.trim(),
    detailAddress: values.detailAddress.trim(),
  };
}

/** After a lookup: its state and city, and the area kept when it is one of the PIN's, or the only one. */
export function filledFromLookup(
  values: AddressValues,
  lookup: { state: string; city: string; areas: readonly string[] },
): Pick<AddressValues, 'state' | 'city' | 'area'> {
  const keep = lookup.areas.includes(values.area) || (lookup.areas.length === 0 && values.area !== '');
  const only = lookup.areas.length === 1 ? (lookup.areas[0] ?? '') : '';
  return { state: lookup.state, city: lookup.city, area: keep ? values.area : only };
}
