import type { ApplicationView } from '@app/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { useTranslation } from '@/i18n/use-translation';
import { useClickLock } from '@/lib/click-lock';
import { useBaseInfoStore } from '@/stores/base-info-store';
import { useSaveStep } from '../api/save-step';
import { useDraftAutosave } from '../hooks/use-draft';
import { useFormTelemetry } from '../hooks/use-form-telemetry';
import { routeAfterSave } from '../steps';
import { BasicFields } from './basic-fields';
import { useChoiceOptions } from './basic-options';
import { mirrorBasicAndCareer } from './basic-save';
import {
  BASIC_FIELDS,
  type BasicField,
  basicFieldError,
  initialBasic,
  isOccupation,
  occupationChange,
  toBasicBody,
} from './basic-values';
import { CareerFields } from './career-fields';
import {
  ALL_CAREER_FIELDS,
  CAREER_FIELDS,
  type CareerField,
  careerFieldError,
  initialCareer,
  toCareerBody,
} from './career-values';
import { useFieldErrors } from './form-fields/field-errors';
import { useFormFields } from './form-fields/use-form-fields';

/** Basic information and, below it, the career variant of the chosen occupation; one save for both steps. */
export function BasicForm({ view }: { view: ApplicationView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useChoiceOptions();
  const errors = useFieldErrors();
  const basicTelemetry = useFormTelemetry();
  const careerTelemetry = useFormTelemetry();
  const saveBasic = useSaveStep<'basic'>();
  const saveCareer = useSaveStep<'career'>();

  const basic = useFormFields<BasicField>({
    initial: initialBasic(view),
    testId: (name) => `basic-${name}`,
    check: basicFieldError,
    telemetry: basicTelemetry,
    errors,
  });
  const career = useFormFields<CareerField>({
    initial: initialCareer(view),
    testId: (name) => `career-${name}`,
    check: careerFieldError,
    telemetry: careerTelemetry,
    errors,
  });
  const occupation = isOccupation(basic.values.occupation) ? basic.values.occupation : null;
  const savedCareer = view.steps.career === 'done' ? (view.career?.occupation ?? null) : null;

  useDraftAutosave('basic', basic.values, view.steps.basic !== 'done');
  useDraftAutosave(
    'career',
    { ...career.values, occupation: occupation ?? '' },
    view.steps.career !== 'done',
  );

  const change = occupationChange(savedCareer, basic.values.occupation);
  // the persisted store follows the form, also when a stale flag from an unsaved visit is there
  useEffect(() => {
    useBaseInfoStore.setState({ isUpdateInfo: change.isUpdateInfo, oldOccupation: change.oldOccupation });
  }, [change.isUpdateInfo, change.oldOccupation]);

  const save = useClickLock(async () => {
    const basicOk = basic.validate(BASIC_FIELDS);
    const careerOk = occupation ? career.validate(CAREER_FIELDS[occupation]) : true;
    if (!basicOk || !careerOk || !occupation) return;
    const values = { basic: basic.latest.current, career: career.latest.current };
    const telemetry = { basic: basicTelemetry.snapshot(), career: careerTelemetry.snapshot() };
    try {
      await saveBasic.mutateAsync({
        step: 'basic',
        values: toBasicBody(values.basic),
        telemetry: telemetry.basic,
      });
      const saved = await saveCareer.mutateAsync({
        step: 'career',
        values: toCareerBody(occupation, values.career),
        telemetry: telemetry.career,
      });
      mirrorBasicAndCareer(saved, values.basic, values.career, telemetry, options);
      navigate(routeAfterSave(saved.nextStep));
    } catch (err) {
      errors.showServerError(err, [...BASIC_FIELDS, ...ALL_CAREER_FIELDS]);
    }
  });

  return (
    <Form onSubmit={save}>
      <section className="card form">
        <p className="card__hint">{t('applicationForms.basic.intro')}</p>
        <BasicFields form={basic} options={options} />
      </section>
      {occupation ? (
        <section className="card form" data-testid="career-section" aria-labelledby="career-title">
          <h2 className="card__title" id="career-title">
            {t('applicationForms.career.title')}
          </h2>
          {change.isUpdateInfo ? (
            <p className="form-notice">{t('applicationForms.career.occupationChanged')}</p>
          ) : null}
          <CareerFields occupation={occupation} form={career} options={options} />
        </section>
      ) : null}
      <Button
        block
        type="submit"
        loading={saveBasic.isPending || saveCareer.isPending}
        data-testid="basic-save"
      >
        {t('applicationForms.common.save')}
      </Button>
    </Form>
  );
}
