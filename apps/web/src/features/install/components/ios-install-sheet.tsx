import { Popup } from 'antd-mobile';
import { AddSquareOutline, UploadOutline } from 'antd-mobile-icons';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { useSlideIn } from '@/lib/use-slide-in';
import '@/components/ui/sheet.css';

/** iOS Safari has no install prompt: the steps through its Share menu. */
export default function IosInstallSheet({
  visible,
  proName,
  amount,
  onClose,
}: {
  visible: boolean;
  proName: string;
  /** The coupon, when one is given. */
  amount: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const shown = useSlideIn(visible);
  const steps = [
    { icon: <UploadOutline aria-hidden />, text: t('install.iosShare') },
    { icon: <AddSquareOutline aria-hidden />, text: t('install.iosAdd') },
    {
      icon: <img src="/icons/icon-192.png" width={22} height={22} alt="" />,
      text: amount ? t('install.iosOpenReward', { proName, amount }) : t('install.iosOpen', { proName }),
    },
  ];
  return (
    <Popup visible={shown} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet" showCloseButton>
      <div data-testid="install-ios-steps">
        <h2 className="sheet__title">{t('install.iosTitle')}</h2>
        <ol className="install-steps">
          {steps.map((step, index) => (
            <li key={step.text}>
              <span className="install-steps__number">{index + 1}</span>
              <span className="install-steps__icon">{step.icon}</span>
              <span>{step.text}</span>
            </li>
          ))}
        </ol>
        <Button block data-testid="install-ios-done" onClick={onClose}>
          {t('install.iosDone')}
        </Button>
      </div>
    </Popup>
  );
}
