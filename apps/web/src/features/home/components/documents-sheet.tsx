import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import '@/components/ui/sheet.css';

/** What to keep ready before applying; the application journey itself arrives in the next release. */
export function DocumentsSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const documents = [t('offer.aadhaar'), t('offer.pan'), t('offer.employment'), t('offer.bankAccount')];
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet" showCloseButton>
      <div data-testid="documents-sheet">
        <h2 className="sheet__title">{t('home.sheetTitle')}</h2>
        <p className="sheet__intro">{t('home.sheetIntro')}</p>
        <ol className="numbered-list">
          {documents.map((document) => (
            <li key={document}>{document}</li>
          ))}
        </ol>
        <Button block disabled data-testid="start-application">
          {t('home.startApplication')} · {t('home.opensSoon')}
        </Button>
      </div>
    </Popup>
  );
}
