import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { useTranslation } from '@/i18n/use-translation';

export interface SignaturePadHandle {
  isEmpty(): boolean;
  /** The drawing as a PNG data URL (transparent background, dark ink). */
  toPng(): string;
  clear(): void;
}

/** Sizes the canvas to its box at the screen's pixel ratio, keeping what was drawn. */
function fit(canvas: HTMLCanvasElement, pad: SignaturePad): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = Math.round(canvas.offsetWidth * ratio);
  const height = Math.round(canvas.offsetHeight * ratio);
  if (width === 0 || (canvas.width === width && canvas.height === height)) return;
  const strokes = pad.toData();
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  pad.fromData(strokes);
}

/** The signature pad (signature_pad): a box to sign in with a finger, and Clear. */
export const SignatureBox = forwardRef<
  SignaturePadHandle,
  { error?: string; onStroke?: () => void; disabled?: boolean }
>(function SignatureBox({ error, onStroke, disabled = false }, ref) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const stroke = useRef(onStroke);
  stroke.current = onStroke;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const instance = new SignaturePad(element, { penColor: '#0f172a', minWidth: 1.2, maxWidth: 3 });
    pad.current = instance;
    const onEnd = () => stroke.current?.();
    instance.addEventListener('endStroke', onEnd);
    fit(element, instance);
    const observer = new ResizeObserver(() => fit(element, instance));
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.removeEventListener('endStroke', onEnd);
      instance.off();
      pad.current = null;
    };
  }, []);

  useEffect(() => {
    if (disabled) pad.current?.off();
    else pad.current?.on();
  }, [disabled]);

  useImperativeHandle(ref, () => ({
    isEmpty: () => pad.current?.isEmpty() ?? true,
    toPng: () => pad.current?.toDataURL('image/png') ?? '',
    clear: () => pad.current?.clear(),
  }));

  return (
    <div className={error ? 'sign-pad sign-pad--error' : 'sign-pad'}>
      <div className="sign-pad__box">
        <canvas
          ref={canvas}
          className="sign-pad__canvas"
          data-testid="sign-pad"
          aria-label={t('documents.padLabel')}
        />
        <span className="sign-pad__line" aria-hidden>
          {t('documents.padHint')}
        </span>
      </div>
      <div className="sign-pad__bar">
        <button
          type="button"
          className="sign-pad__clear"
          data-testid="sign-clear"
          disabled={disabled}
          onClick={() => {
            pad.current?.clear();
            stroke.current?.();
          }}
        >
          {t('documents.clear')}
        </button>
      </div>
      {error ? (
        <p className="form-row__error" role="alert" data-testid="field-error-signature">
          {error}
        </p>
      ) : null}
    </div>
  );
});
