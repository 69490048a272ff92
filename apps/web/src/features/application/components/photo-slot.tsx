import type { PhotoView } from '@app/contract';
import type { PhotoKind } from '@app/domain';
import { CameraOutline, CheckCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import { type MouseEvent, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { isInNativeApp } from '@/lib/bridge';
import { nativePhotoAvailable, requestNativePhoto } from '@/lib/native-photo';
import type { SlotState } from './use-photo-uploads';

export interface PhotoSlotProps {
  kind: PhotoKind;
  /** The photo already on the application (ApplicationView.photos). */
  stored: PhotoView | undefined;
  state: SlotState;
  onFile: (file: Blob) => void;
  capture: 'environment' | 'user';
  disabled?: boolean;
  className?: string;
  /** What a good photo looks like, shown with a refusal (default: the card guidance). */
  guide?: string;
  /** Every tap, for the form's telemetry. */
  onTap?: () => void;
}

type Shown = 'empty' | 'uploading' | 'accepted' | 'redo' | 'error';

function shownStatus(stored: PhotoView | undefined, state: SlotState): Shown {
  if (state.uploading) return 'uploading';
  if (state.error) return 'error';
  if (state.photo) return 'accepted';
  if (stored) return stored.status === 'redo' ? 'redo' : 'accepted';
  return 'empty';
}

/**
 * One photo: tapping it opens the camera. The file input stays in the page
 * (visually hidden, inside the label) so the label opens it in a browser; in
 * the native app the tap asks the app's own camera instead (getPhoto), and
 * falls back to the input when the app does not answer.
 */
export function PhotoSlot(props: PhotoSlotProps) {
  const { kind, stored, state, onFile, capture, disabled, className, guide, onTap: tapped } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const status = shownStatus(stored, state);
  const image =
    status === 'uploading' || status === 'error' ? state.preview : (state.photo?.url ?? stored?.url ?? null);
  const busy = disabled || state.uploading;

  const onTap = (event: MouseEvent<HTMLLabelElement>) => {
    if (busy || event.target === input.current) return;
    tapped?.();
    if (!isInNativeApp() || !nativePhotoAvailable()) return;
    event.preventDefault();
    void requestNativePhoto(kind).then((result) => {
      if (result.kind === 'photo') onFile(result.blob);
      else if (result.kind === 'timeout') input.current?.click();
    });
  };

  const hint =
    status === 'redo' || state.errorCode === 'PHOTO_RETAKE' ? (guide ?? t('application.photo.guide')) : null;
  const message = status === 'error' ? state.error : status === 'redo' ? t('application.photo.redo') : null;

  return (
    <div className={`photo-slot-wrap${className ? ` ${className}` : ''}`}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the file input inside, which opens the picker itself */}
      <label
        className={`photo-slot photo-slot--${status}${busy ? ' photo-slot--busy' : ''}`}
        data-testid={`photo-${kind}`}
        data-status={status}
        onClick={onTap}
      >
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png"
          capture={capture}
          className="visually-hidden"
          data-testid={`photo-input-${kind}`}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // cleared so that choosing the same file again still fires change
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        {image ? <img className="photo-slot__image" src={image} alt="" /> : null}
        {status === 'empty' ? <CameraOutline className="photo-slot__camera" aria-hidden /> : null}
        <span className="photo-slot__label">{t(`application.photo.${kind}`)}</span>
        <span className="photo-slot__status" aria-live="polite">
          {status === 'uploading' ? (
            <>
              <span className="button__spinner" aria-hidden /> {t('application.photo.uploading')}
            </>
          ) : status === 'accepted' ? (
            <>
              <CheckCircleFill aria-hidden /> {t('application.photo.accepted')}
            </>
          ) : status === 'empty' ? (
            t('application.photo.take')
          ) : (
            <>
              <ExclamationCircleFill aria-hidden /> {t('application.photo.retake')}
            </>
          )}
        </span>
      </label>
      {message ? (
        <p className="photo-slot__error" role="alert" data-testid={`photo-error-${kind}`}>
          {message}
          {hint ? <span className="photo-slot__guide">{hint}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
