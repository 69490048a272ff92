import type { ApplicationStep } from '@app/domain';

/** The page where each step is filled in. Career is the second half of the basic page. */
export const STEP_ROUTES: Record<ApplicationStep, string> = {
  identity: '/identityInfo',
  basic: '/baseInfo',
  address: '/addressList',
  career: '/baseInfo',
  contacts: '/contact',
  bank: '/bankInfo',
  face: '/identityVerification',
};

/** Where to go after a step is saved: the next unfinished step, or the checklist to submit. */
export function routeAfterSave(nextStep: ApplicationStep | null): string {
  return nextStep ? STEP_ROUTES[nextStep] : '/authIndex';
}
