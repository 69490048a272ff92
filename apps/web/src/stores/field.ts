/** Spec §5 field type codes (1 text, 3 phone, 6 email, 7 date; the others are not specified). */
export type FieldType = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type CheckType = 1 | 2 | 3;

/** Spec §3 form field shape. */
export interface FormField {
  value: string;
  type: FieldType;
  status: number;
  updateCount: number;
  duration: number;
  firstDuration: number;
  checkType: CheckType;
  text?: string;
  error?: string;
  clickCount?: number;
}

export function field(type: FieldType = 1, extra: Partial<FormField> = {}): FormField {
  return {
    value: '',
    type,
    status: 1,
    updateCount: 0,
    duration: 0,
    firstDuration: 0,
    checkType: 1,
    ...extra,
  };
}

/** Spec §3 photo slot: photo slots start at status 0. */
export interface PhotoSlot {
  url: string;
  disabled: boolean;
  status: number;
  count: number;
  duration: number;
  firstDuration: number;
}

export function photoSlot(): PhotoSlot {
  return { url: '', disabled: false, status: 0, count: 0, duration: 0, firstDuration: 0 };
}
