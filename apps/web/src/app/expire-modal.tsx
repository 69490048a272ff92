import { Modal } from 'antd-mobile';
import expireImage from '@/assets/expire.svg';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import './expire-modal.css';

interface ExpireModalProps {
  visible: boolean;
  message: string;
  onConfirm: () => void;
}

/** Spec §2 session-expired popup: image, message, confirm; the overlay does not close it. */
export default function ExpireModal({ visible, message, onConfirm }: ExpireModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      visible={visible}
      image={expireImage}
      closeOnMaskClick={false}
      title={t('expire.title')}
      content={
        <div data-testid="expire-modal" className="expire-modal">
          <p className="expire-modal__message">{message || t('expire.fallback')}</p>
          <Button block data-testid="expire-confirm" onClick={onConfirm}>
            {t('expire.confirm')}
          </Button>
        </div>
      }
    />
  );
}
