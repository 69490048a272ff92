import { createPersistedStore } from './create-persisted-store';
import { type FormField, field } from './field';

/** Spec §3 base info. */
export interface BaseInfoState {
  baseData: { email: FormField; whatsApp: FormField; occupation: FormField; liveRegion: FormField };
  usageData: { usageOfLoan: FormField };
  linkData: {
    zipCode: FormField;
    liveRegion: FormField;
    province: FormField;
    city: FormField;
    area: FormField;
    detailAddress: FormField;
  };
  isUpdateInfo: boolean;
  oldOccupation: string;
  appBackCount: number;
  appBackDuration: number;
  baseDurationList: number[];
}

export const useBaseInfoStore = createPersistedStore(
  'baseInfo',
  (): BaseInfoState => ({
    baseData: {
      email: field(6),
      whatsApp: field(1),
      occupation: field(1, { value: '0', text: '' }),
      liveRegion: field(1),
    },
    usageData: { usageOfLoan: field(1, { value: '0', text: '' }) },
    linkData: {
      zipCode: field(1),
      liveRegion: field(1),
      province: field(1),
      city: field(1),
      area: field(1),
      detailAddress: field(1),
    },
    isUpdateInfo: false,
    oldOccupation: '',
    appBackCount: 0,
    appBackDuration: 0,
    baseDurationList: [],
  }),
);
