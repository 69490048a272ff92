import type { ApplicationView } from '@app/contract';

/** A fresh draft with consent given and nothing filled in; override what a test needs. */
export function applicationView(overrides: Partial<ApplicationView> = {}): ApplicationView {
  return {
    id: 'app-1',
    state: 'draft',
    consentAt: '2026-11-20T10:00:00.000Z',
    steps: {
      identity: 'todo',
      basic: 'todo',
      address: 'todo',
      career: 'todo',
      contacts: 'todo',
      bank: 'todo',
      face: 'todo',
    },
    progress: 0,
    nextStep: 'identity',
    identity: null,
    age: null,
    personReview: false,
    basic: null,
    career: null,
    address: null,
    contacts: null,
    bank: null,
    drafts: {},
    photos: [],
    submittedAt: null,
    expectedDecisionAt: null,
    decision: null,
    ...overrides,
  };
}
