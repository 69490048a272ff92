import { useTranslation } from '@/i18n/use-translation';

/**
 * The UPI QR code, drawn by our own server as SVG markup (not user input),
 * in a fixed-size box so that the page does not jump when it arrives.
 */
export function UpiQr({ svg }: { svg: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="repay-qr"
      role="img"
      aria-label={t('repayment.qrLabel')}
      data-testid="upi-qr"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
