import { Popup } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { useSlideIn } from '@/lib/use-slide-in';
import '@/components/ui/sheet.css';

/** What to keep ready before applying, then on to the application checklist. */
export default function DocumentsSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shown = useSlideIn(visible);
  const documents = [t('offer.aadhaar'), t('offer.pan'), t('offer.employment'), t('offer.bankAccount')];
  return (
    <Popup visible={shown} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet" showCloseButton>
      <div data-testid="documents-sheet">
        <h2 className="sheet__title">{t('home.sheetTitle')}</h2>
        <p className="sheet__intro">{t('home.sheetIntro')}</p>
        <ol className="numbered-list">
          {documents.map((document) => (
            <li key={document}>{document}</li>
          ))}
        </ol>
        <Button block data-testid="start-application" onClick={() => navigate('/authIndex')}>
          {t('home.startApplication')}
        </Button>
      </div>
    </Popup>
  );
}
