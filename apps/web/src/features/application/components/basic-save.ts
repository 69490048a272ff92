import type { ApplicationView, StepTelemetry } from '@app/contract';
import type { Occupation } from '@app/domain';
import { useBaseInfoStore } from '@/stores/base-info-store';
import { type CareerState, useCareerStore } from '@/stores/career-store';
import type { FormField } from '@/stores/field';
import { type ChoiceOptions, labelOf } from './basic-options';
import type { BasicValues } from './basic-values';
import { CAREER_FIELDS, type CareerValues } from './career-values';
import { mirrorField } from './form-fields/store-mirror';

const VARIANT_KEY: Record<Occupation, keyof CareerState> = {
  entrepreneur: 'qyzData',
  office_employee: 'sbzData',
  student: 'studentData',
  unemployed: 'noWorkData',
};

/** After both saves: the spec §3 base-info and career stores get the saved values and counters. */
export function mirrorBasicAndCareer(
  view: ApplicationView,
  basic: BasicValues,
  career: CareerValues,
  telemetry: { basic: StepTelemetry; career: StepTelemetry },
  options: ChoiceOptions,
): void {
  const occupation = basic.occupation as Occupation;
  useBaseInfoStore.setState((state) => ({
    baseData: {
      ...state.baseData,
      email: mirrorField(state.baseData.email, basic.email, telemetry.basic, 'email'),
      whatsApp: mirrorField(state.baseData.whatsApp, basic.whatsApp, telemetry.basic, 'whatsApp'),
      occupation: mirrorField(
        state.baseData.occupation,
        occupation,
        telemetry.basic,
        'occupation',
        labelOf(options.occupation, occupation),
      ),
    },
    usageData: {
      usageOfLoan: mirrorField(
        state.usageData.usageOfLoan,
        basic.loanPurpose,
        telemetry.basic,
        'loanPurpose',
        labelOf(options.loanPurpose, basic.loanPurpose),
      ),
    },
    // saved: the new occupation is now the career on file
    isUpdateInfo: false,
    oldOccupation: '',
    appBackCount: telemetry.basic.appBackCount,
    appBackDuration: telemetry.basic.appBackDuration,
    baseDurationList: telemetry.basic.durationList,
  }));
  if (view.steps.career !== 'done') return;
  const key = VARIANT_KEY[occupation];
  useCareerStore.setState((state) => {
    const variant: Record<string, FormField> = { ...state[key] };
    for (const name of CAREER_FIELDS[occupation]) {
      const previous = variant[name];
      if (previous) variant[name] = mirrorField(previous, career[name], telemetry.career, name);
    }
    return { [key]: variant } as Partial<CareerState>;
  });
}
