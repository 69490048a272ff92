import type { InboxItem } from '@app/contract';
import {
  Button,
  Descriptions,
  Drawer,
  Empty,
  Image,
  Input,
  Popconfirm,
  Space,
  Spin,
  Timeline,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { serviceApi } from '../service-api';

/** One feedback: its text, screenshot (fetched with the staff token), the replies so far, and a reply box. */
export function FeedbackDrawer(props: {
  item: InboxItem | null;
  onClose: () => void;
  onReply: (text: string) => Promise<boolean>;
  onEscalate: () => Promise<void>;
}) {
  const { item } = props;
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [shot, setShot] = useState<string | null>(null);
  const [shotFailed, setShotFailed] = useState(false);
  const id = item?.id;
  const hasShot = item?.screenshot !== null && item !== null;

  useEffect(() => {
    setText('');
    setShot(null);
    setShotFailed(false);
    if (!id || !hasShot) return;
    let url: string | null = null;
    let live = true;
    serviceApi
      .screenshotUrl(id)
      .then((made) => {
        url = made;
        if (live) setShot(made);
        else URL.revokeObjectURL(made);
      })
      .catch(() => live && setShotFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, hasShot]);

  const send = async () => {
    setSending(true);
    if (await props.onReply(text)) setText('');
    setSending(false);
  };

  return (
    <Drawer open={item !== null} onClose={props.onClose} size={560} title="Feedback" destroyOnHidden>
      {item && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Phone">{item.phone}</Descriptions.Item>
            <Descriptions.Item label="Sent (IST)">{formatDateTime(item.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="Status">
              {item.status === 'open' ? 'Unanswered' : 'Answered'}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15 }} data-testid="feedback-text">
            {item.text}
          </Typography.Paragraph>
          {item.screenshot &&
            (shot ? (
              <Image src={shot} alt="Screenshot sent with the feedback" style={{ maxHeight: 360 }} />
            ) : shotFailed ? (
              <Typography.Text type="danger">The screenshot could not be loaded.</Typography.Text>
            ) : (
              <Spin />
            ))}
          <div>
            <Typography.Title level={5}>Replies</Typography.Title>
            {item.replies.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No reply yet" />
            ) : (
              <Timeline
                items={item.replies.map((reply) => ({
                  key: reply.id,
                  content: (
                    <>
                      <Typography.Text type="secondary">
                        {formatDateTime(reply.createdAt)} · {reply.author}
                      </Typography.Text>
                      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                        {reply.text}
                      </Typography.Paragraph>
                    </>
                  ),
                }))}
              />
            )}
          </div>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Input.TextArea
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={4}
              maxLength={1000}
              showCount
              placeholder="Reply to the customer: it appears in their message center and feedback history"
              data-testid="feedback-reply-text"
            />
            <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 20 }}>
              <Popconfirm
                title="Log this feedback as a grievance?"
                description="The 30-day clock starts from the day it was sent."
                disabled={item.grievanceId !== null}
                onConfirm={() => void props.onEscalate()}
              >
                <Button disabled={item.grievanceId !== null}>
                  {item.grievanceId ? 'Already a grievance' : 'Escalate to grievance'}
                </Button>
              </Popconfirm>
              <Button
                type="primary"
                loading={sending}
                disabled={text.trim() === ''}
                onClick={() => void send()}
                data-testid="feedback-reply-send"
              >
                Send reply
              </Button>
            </Space>
          </Space>
        </Space>
      )}
    </Drawer>
  );
}
