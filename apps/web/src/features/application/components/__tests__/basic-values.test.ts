import { describe, expect, it } from 'vitest';
import { initialBasic, occupationChange, validateBasic } from '../basic-values';
import { initialCareer, toCareerBody, validateCareer } from '../career-values';
import { draftView } from '../form-fields/__tests__/render-form';

const blankCareer = initialCareer(draftView());

describe('basic values', () => {
  it('prefills from the draft until the step is done, then from the saved step', () => {
    const basic = {
      email: 'saved@x.in',
      whatsApp: '9123456780',
      loanPurpose: 'rent',
      maritalStatus: 'single',
      education: 'university',
      occupation: 'student',
    } as const;
    const drafts = { basic: { email: 'draft@x.in' } };
    expect(initialBasic(draftView({ drafts })).email).toBe('draft@x.in');
    const done = draftView({ drafts, basic, steps: { ...draftView().steps, basic: 'done' } });
    expect(initialBasic(done).email).toBe('saved@x.in');
  });

  it('gives the spec messages for email and WhatsApp and asks for every choice', () => {
    const errors = validateBasic({
      email: 'a@b',
      whatsApp: '12345',
      loanPurpose: '',
      maritalStatus: 'single',
      education: 'x',
      occupation: '',
    });
    expect(errors).toEqual({
      email: { code: 'EMAIL_INVALID' },
      whatsApp: { code: 'WHATSAPP_INVALID' },
      loanPurpose: { key: 'chooseOne' },
      education: { key: 'chooseOne' },
      occupation: { key: 'chooseOne' },
    });
  });

  it('marks a switch away from the saved career as an update (spec §3 isUpdateInfo, oldOccupation)', () => {
    expect(occupationChange(null, 'student')).toEqual({ isUpdateInfo: false, oldOccupation: '' });
    expect(occupationChange('student', 'student')).toEqual({ isUpdateInfo: false, oldOccupation: '' });
    expect(occupationChange('student', 'office_employee')).toEqual({
      isUpdateInfo: true,
      oldOccupation: 'student',
    });
  });
});

describe('career values', () => {
  it('checks only the fields of the chosen variant', () => {
    expect(Object.keys(validateCareer('unemployed', blankCareer))).toEqual(['joblessTerm']);
    expect(Object.keys(validateCareer('office_employee', blankCareer))).toEqual([
      'companyName',
      'workingYears',
      'incomeLevel',
      'nextSalary',
      'industry',
    ]);
  });

  it('wants the graduation after the enrollment', () => {
    const values = {
      ...blankCareer,
      schoolName: 'IIT',
      professionalName: 'CS',
      enrollmentTime: '2024-07-01',
      graduationTime: '2023-06-01',
    };
    expect(validateCareer('student', values)).toEqual({ graduationTime: { key: 'dateOrder' } });
  });

  it('builds the salaried body with the payday as a number', () => {
    const values = {
      ...blankCareer,
      companyName: ' Infosys ',
      workingYears: '1_2y',
      incomeLevel: '20001_30000',
      nextSalary: '7',
      industry: 'it',
    };
    expect(validateCareer('office_employee', values)).toEqual({});
    expect(toCareerBody('office_employee', values)).toEqual({
      occupation: 'office_employee',
      companyName: 'Infosys',
      workingYears: '1_2y',
      incomeLevel: '20001_30000',
      nextSalary: 7,
      industry: 'it',
    });
  });

  it('reads a saved payday back as text for the form', () => {
    const career = {
      occupation: 'office_employee',
      companyName: 'A',
      workingYears: 'gt_2y',
      incomeLevel: 'gt_50000',
      nextSalary: 31,
      industry: 'finance',
    } as const;
    const view = draftView({ career, steps: { ...draftView().steps, career: 'done' } });
    expect(initialCareer(view).nextSalary).toBe('31');
  });
});
