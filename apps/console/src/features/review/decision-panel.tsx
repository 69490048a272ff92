import type { ReviewDetail } from '@app/contract';
import { PHOTO_KINDS, type PhotoKind, REJECTION_REASONS, type RejectionReason } from '@app/domain';
import {
  App,
  Button,
  Card,
  Checkbox,
  Divider,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Typography,
} from 'antd';
import { useState } from 'react';
import { rupees } from '@/lib/money';
import { percentADay, percentToPpm, ppmAsPercent } from '@/lib/rate';
import { type Decision, useDecide } from './review-queries';

type Suggestion = NonNullable<ReviewDetail['suggestion']>;

const PHOTO_OPTIONS: { value: PhotoKind; label: string }[] = [
  { value: 'aadhaar_front', label: 'Aadhaar front' },
  { value: 'aadhaar_back', label: 'Aadhaar back' },
  { value: 'pan', label: 'PAN card' },
  { value: 'face', label: 'Face' },
];

const photoLabel = (kind: PhotoKind) => PHOTO_OPTIONS.find((o) => o.value === kind)?.label ?? kind;

/**
 * Approve (quota prefilled with the engine's suggestion, kept inside the
 * product's bounds), reject with a spec reason, or ask for new photos. The
 * server takes one decision; a colleague's earlier one comes back as an error.
 * Each decision asks first, naming the applicant and the SMS it sends.
 * A decision refreshes the application, which then shows what was decided.
 */
export function DecisionPanel(props: {
  applicationId: string;
  suggestion: Suggestion;
  /** Who the SMS goes to, named in the confirmations by name and the phone's last four digits. */
  applicant: { name: string | null; phone: string };
}) {
  const { modal } = App.useApp();
  const { suggestion: s } = props;
  const decide = useDecide(props.applicationId);
  const busy = decide.pending;
  const [quotaRupees, setQuotaRupees] = useState<number | null>(s.quotaPaise / 100);
  // The rate is typed in % a day, as Configuration and the customer's record show it, and sent in ppm.
  const [ratePercent, setRatePercent] = useState<number | null>(Number(ppmAsPercent(s.dailyRatePpm)));
  const [reason, setReason] = useState<RejectionReason | undefined>();
  const [photos, setPhotos] = useState<PhotoKind[]>([]);
  const [note, setNote] = useState('');

  const run = (decision: Decision) => decide.run(decision);
  const noteOrUndefined = note.trim() ? note.trim() : undefined;
  const quotaPaise = quotaRupees === null ? null : Math.round(quotaRupees * 100);
  const ratePpm = ratePercent === null ? null : percentToPpm(ratePercent);

  // The phone masked to its last four digits: enough to tell two applicants apart on a call.
  const who = `${props.applicant.name ?? 'the applicant'} (phone ending ${props.applicant.phone.replace(/\D/g, '').slice(-4)})`;

  const approve = () => {
    if (quotaPaise === null) return;
    modal.confirm({
      title: `Approve a ${s.product} line of ${rupees(quotaPaise)}${ratePpm === null ? '' : ` at ${percentADay(ratePpm)}`}?`,
      content: `Sends ${who} a message and an SMS at once: the line is open to withdraw.`,
      okText: 'Approve',
      onOk: () =>
        run({ kind: 'approve', quotaPaise, dailyRatePpm: ratePpm ?? undefined, note: noteOrUndefined }),
    });
  };

  // A rejection and a request for new photos both text the borrower at once: nothing can call them back.
  const reject = () => {
    if (!reason) return;
    modal.confirm({
      title: `Reject the application of ${who}?`,
      content: `Sends an SMS to ${who} at once saying the application was declined, and closes it as “${reason.replaceAll('_', ' ')}”. This cannot be undone.`,
      okText: 'Reject and send SMS',
      okButtonProps: { danger: true, 'data-testid': 'confirm-reject' },
      onOk: () => run({ kind: 'reject', reason, note: noteOrUndefined }),
    });
  };

  const reupload = () => {
    if (photos.length === 0) return;
    modal.confirm({
      title: `Ask ${who} for new photos?`,
      content: `Sends an SMS to ${who} at once asking to retake: ${photos.map(photoLabel).join(', ')}. The application waits for the new photos; this cannot be undone.`,
      okText: 'Ask for new photos',
      onOk: () => run({ kind: 'reupload', photos, note: noteOrUndefined }),
    });
  };

  return (
    <Card title="Decision" size="small" data-testid="decision-panel">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        Engine suggestion: {s.product} loan of {rupees(s.quotaPaise)} at {percentADay(s.dailyRatePpm)}.
      </Typography.Paragraph>
      <Form layout="vertical" disabled={busy}>
        <Flex gap={12}>
          <Form.Item
            label="Quota (₹)"
            extra={`${rupees(s.minQuotaPaise)} to ${rupees(s.maxQuotaPaise)}, steps of ${rupees(s.quotaStepPaise)}`}
            style={{ flex: 1 }}
          >
            <InputNumber
              data-testid="quota-input"
              style={{ width: '100%' }}
              min={s.minQuotaPaise / 100}
              max={s.maxQuotaPaise / 100}
              step={s.quotaStepPaise / 100}
              value={quotaRupees}
              onChange={(v) => setQuotaRupees(v)}
            />
          </Form.Item>
          <Form.Item
            label="Daily rate (% a day)"
            extra={`${ppmAsPercent(s.minDailyRatePpm)}% to ${ppmAsPercent(s.maxDailyRatePpm)}%`}
            style={{ width: 170 }}
          >
            <InputNumber
              data-testid="rate-input"
              style={{ width: '100%' }}
              min={Number(ppmAsPercent(s.minDailyRatePpm))}
              max={Number(ppmAsPercent(s.maxDailyRatePpm))}
              step={0.005}
              suffix="%"
              // 0.05, not the step's 0.050: the rate as every other screen writes it.
              formatter={(value, info) =>
                info.userTyping ? info.input : value === undefined ? '' : String(Number(value))
              }
              value={ratePercent}
              onChange={(v) => setRatePercent(v)}
            />
          </Form.Item>
        </Flex>
        <Form.Item label="Note for the audit log (optional)">
          <Input.TextArea rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </Form.Item>
        <Button type="primary" block onClick={approve} loading={busy} disabled={quotaPaise === null}>
          Approve
        </Button>

        <Divider style={{ margin: '16px 0' }} />
        <Flex gap={8}>
          <Select<RejectionReason>
            data-testid="reject-reason"
            style={{ flex: 1 }}
            placeholder="Rejection reason"
            value={reason}
            onChange={setReason}
            options={REJECTION_REASONS.map((r) => ({ value: r, label: r.replaceAll('_', ' ') }))}
          />
          <Button danger disabled={!reason} onClick={reject}>
            Reject
          </Button>
        </Flex>

        <Divider style={{ margin: '16px 0' }} />
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">Ask the applicant to retake:</Typography.Text>
          <Checkbox.Group<PhotoKind>
            options={PHOTO_OPTIONS.filter((o) => PHOTO_KINDS.includes(o.value))}
            value={photos}
            onChange={setPhotos}
          />
          <Button block disabled={photos.length === 0} onClick={reupload}>
            Ask re-upload
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
