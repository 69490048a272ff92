import type { CallOutcome, PromiseState } from '@app/domain';

export const OUTCOME_LABELS: Record<CallOutcome, string> = {
  promised: 'Promised to pay',
  paid_already: 'Says paid already',
  callback: 'Call back',
  no_answer: 'No answer',
  busy: 'Busy',
  switched_off: 'Switched off',
  wrong_number: 'Wrong number',
  refused: 'Refused to pay',
  dispute: 'Disputes the debt',
};

export const PROMISE_COLOURS: Record<PromiseState, string> = {
  pending: 'blue',
  kept: 'green',
  broken: 'red',
};

export const BUCKET_COLOURS: Record<string, string> = {
  '1-30': 'gold',
  '31-60': 'orange',
  '61-90': 'volcano',
  '90+': 'red',
};
