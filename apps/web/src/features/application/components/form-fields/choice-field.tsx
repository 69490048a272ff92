import { Popup } from 'antd-mobile';
import { CheckOutline, CloseOutline, RightOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nameFromTestId } from './date-field';
import { errorId, FieldRow } from './field-row';
import '@/components/ui/sheet.css';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceFieldProps {
  testId: string;
  /** Field name for the error test id; defaults to the part of testId after its prefix. */
  name?: string;
  label: string;
  value: string;
  options: readonly ChoiceOption[];
  onChange: (value: string) => void;
  error?: string | null;
  placeholder: string;
  disabled?: boolean;
  /** Called each time the list opens (telemetry click and focus). */
  onOpen?: () => void;
  /** Called when the list closes, picked or not (telemetry blur, validation). */
  onClose?: () => void;
}

/**
 * A row that opens a bottom sheet of options: on a phone a sheet is easier to
 * hit than a native <select>, and looks the same on Android and iOS.
 */
export function ChoiceField(props: ChoiceFieldProps) {
  const { testId, label, value, options, onChange, error, placeholder, disabled, onOpen, onClose } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const field = props.name ?? nameFromTestId(testId);
  const id = `choice-${testId}`;
  const listId = `${id}-list`;
  const chosen = options.find((option) => option.value === value);

  const show = () => {
    setOpen(true);
    onOpen?.();
  };
  const hide = () => {
    setOpen(false);
    onClose?.();
  };
  const pick = (next: string) => {
    if (next !== value) onChange(next);
    hide();
  };

  return (
    <FieldRow name={field} label={label} htmlFor={id} error={error}>
      <button
        ref={trigger}
        id={id}
        type="button"
        className={`choice-field${chosen ? '' : ' choice-field--empty'}`}
        data-testid={testId}
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(field) : undefined}
        onClick={show}
      >
        <span className="choice-field__text">{chosen ? chosen.label : placeholder}</span>
        <RightOutline aria-hidden className="choice-field__arrow" />
      </button>
      <Popup
        visible={open}
        onMaskClick={hide}
        onClose={hide}
        afterClose={() => trigger.current?.focus()}
        bodyClassName="sheet choice-sheet"
        destroyOnClose
      >
        <div className="choice-sheet__head">
          <h2 className="sheet__title">{label}</h2>
          <button type="button" className="choice-sheet__close" aria-label={t('common.close')} onClick={hide}>
            <CloseOutline aria-hidden />
          </button>
        </div>
        <div className="choice-sheet__list" id={listId} role="listbox" aria-label={label}>
          {options.map((option) => {
            const selected = option.value === value;
            return (
              <button
                key={option.value}
                type="button"
                role="option"
                aria-selected={selected}
                className="choice-sheet__option"
                // only the open list carries test ids: a sheet still sliding away must not clash with the next
                data-testid={open ? `option-${option.value}` : undefined}
                onClick={() => pick(option.value)}
              >
                <span>{option.label}</span>
                {selected ? <CheckOutline aria-hidden className="choice-sheet__check" /> : null}
              </button>
            );
          })}
        </div>
      </Popup>
    </FieldRow>
  );
}
