import type { FeedbackView } from '@app/contract';
import { formatDate } from '@app/domain';
import { PictureWrongOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useScreenshot } from '../api/get-screenshot';
import { useObjectUrl } from './use-object-url';

const when = (iso: string) => formatDate(iso, 'DD-MM-YYYY hh:mm');

/** The screenshot sent with a feedback: a thumbnail that opens full screen. */
function Thumbnail({ id }: { id: string }) {
  const { t } = useTranslation();
  const shot = useScreenshot(id);
  const url = useObjectUrl(shot.data);
  const [open, setOpen] = useState(false);
  if (shot.isError) {
    return (
      <span className="feedback-thumb feedback-thumb--missing" data-testid="feedback-thumb-missing">
        <PictureWrongOutline aria-hidden />
        {t('feedback.screenshotMissing')}
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className="feedback-thumb"
        onClick={() => url && setOpen(true)}
        aria-label={t('feedback.screenshotAlt')}
        data-testid="feedback-thumb"
      >
        {url ? <img src={url} alt="" /> : <span className="feedback-thumb__wait" />}
      </button>
      {open && url ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the close button inside takes the keyboard
        <div className="feedback-viewer" role="dialog" aria-modal="true" onClick={() => setOpen(false)}>
          <img src={url} alt={t('feedback.screenshotAlt')} />
          <button type="button" className="feedback-viewer__close" onClick={() => setOpen(false)}>
            {t('common.close')}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** One sent feedback: when, its state, the text, the screenshot and customer service's replies. */
export function FeedbackItem({ item }: { item: FeedbackView }) {
  const { t } = useTranslation();
  return (
    <li className="card feedback-item" data-testid={`feedback-${item.id}`} data-status={item.status}>
      <div className="feedback-item__head">
        <time dateTime={item.createdAt} data-testid="feedback-item-date">
          {when(item.createdAt)}
        </time>
        <span className={`feedback-chip feedback-chip--${item.status}`} data-testid="feedback-item-status">
          {t(`feedback.status.${item.status}`)}
        </span>
      </div>
      <div className="feedback-item__body">
        <p className="feedback-item__text" data-testid="feedback-item-text">
          {item.text}
        </p>
        {item.screenshot ? <Thumbnail id={item.id} /> : null}
      </div>
      {item.replies.map((reply) => (
        <div key={reply.id} className="feedback-reply" data-testid="feedback-reply">
          <p className="feedback-reply__from">
            {t('feedback.replyFrom')} · <time dateTime={reply.createdAt}>{when(reply.createdAt)}</time>
          </p>
          <p className="feedback-reply__text">{reply.text}</p>
        </div>
      ))}
    </li>
  );
}
