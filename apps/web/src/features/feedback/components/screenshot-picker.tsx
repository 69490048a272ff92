import { CloseCircleFill, PictureOutline } from 'antd-mobile-icons';
import type { ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useObjectUrl } from './use-object-url';

export const SCREENSHOT_ACCEPT = 'image/jpeg,image/png,image/webp';

/** The optional screenshot: a tile that opens the picker, then the chosen picture with a remove button. */
export function ScreenshotPicker({
  file,
  preparing,
  disabled,
  onPick,
  onRemove,
}: {
  file: Blob | null;
  preparing: boolean;
  disabled: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const url = useObjectUrl(file);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again after removing it fires again
    if (chosen) onPick(chosen);
  };

  return (
    <div className="field">
      <span className="field__label">{t('feedback.screenshotLabel')}</span>
      {file && url ? (
        <div className="shot-picker__chosen" data-testid="feedback-screenshot-preview">
          <img src={url} alt={t('feedback.screenshotPreview')} />
          <button
            type="button"
            className="shot-picker__remove"
            onClick={onRemove}
            disabled={disabled}
            data-testid="feedback-screenshot-remove"
          >
            <CloseCircleFill aria-hidden />
            {t('feedback.screenshotRemove')}
          </button>
        </div>
      ) : (
        <label className={`shot-picker__add${disabled || preparing ? ' shot-picker__add--busy' : ''}`}>
          <input
            type="file"
            accept={SCREENSHOT_ACCEPT}
            className="feedback-hidden-input"
            disabled={disabled || preparing}
            onChange={picked}
            data-testid="feedback-screenshot-input"
          />
          <PictureOutline className="shot-picker__icon" aria-hidden />
          <span className="shot-picker__text">
            <strong>{preparing ? t('feedback.preparing') : t('feedback.screenshotAdd')}</strong>
            <small>{t('feedback.screenshotHint')}</small>
          </span>
        </label>
      )}
    </div>
  );
}
