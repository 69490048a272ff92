import type { StaffCardImage, StaffKyc } from '@app/contract';
import { Card, Descriptions, Empty, Flex, Image, Tag, Typography } from 'antd';
import { formatDateTime } from '@/lib/format';

/** Shared by the review queue and the customer record (issue 31 point 6). */

export const KYC_MODE_LABELS: Record<StaffKyc['mode'], string> = {
  aadhaar_offline: 'Aadhaar offline e-KYC',
  aadhaar_qr: 'Aadhaar Secure QR',
  digilocker: 'DigiLocker',
  ckyc: 'CKYC registry',
  card_photos: 'Card photos',
};

const STATE_COLOURS: Record<string, string> = {
  verified: 'green',
  match: 'green',
  valid: 'green',
  review: 'orange',
  failed: 'red',
  mismatch: 'red',
  invalid: 'red',
};

const percent = (score: number | null) => (score === null ? '—' : `${Math.round(score * 100)}%`);
const tag = (value: string, testId: string) => (
  <Tag color={STATE_COLOURS[value] ?? 'default'} data-testid={testId}>
    {value.replaceAll('_', ' ')}
  </Tag>
);

/** The newest verification: how, the source's signature, the mobile, PAN and the face match. */
export function KycCard({ kyc }: { kyc: StaffKyc | null | undefined }) {
  return (
    <Card title="Identity check" size="small" data-testid="kyc-card">
      {!kyc ? (
        <Empty description="No verified source (typed number and card photos)" />
      ) : (
        <Descriptions column={2} size="small">
          <Descriptions.Item label="KYC mode">
            <Typography.Text strong data-testid="kyc-mode">
              {KYC_MODE_LABELS[kyc.mode]}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="Result">{tag(kyc.state, 'kyc-state')}</Descriptions.Item>
          <Descriptions.Item label="Signature">
            {tag(kyc.signatureValid ? 'valid' : 'invalid', 'kyc-signature')}
          </Descriptions.Item>
          <Descriptions.Item label="Mobile">
            {kyc.mobileMatched === null ? (
              '—'
            ) : kyc.mobileMatched ? (
              'matches'
            ) : (
              <Tag color="red">differs</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Aadhaar">
            {kyc.aadhaarLast4 ? `XXXX XXXX ${kyc.aadhaarLast4}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Verified">{formatDateTime(kyc.verifiedAt)}</Descriptions.Item>
          <Descriptions.Item label="PAN check">
            {kyc.pan ? (
              <span data-testid="kyc-pan">
                {tag(kyc.pan.status, 'kyc-pan-status')} name{' '}
                {kyc.pan.nameScore === null ? '—' : `${kyc.pan.nameScore}%`}
              </span>
            ) : (
              '—'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Face match">
            {kyc.face ? (
              <span data-testid="kyc-face">
                {tag(kyc.face.decision, 'kyc-face-decision')} score {percent(kyc.face.score)}, liveness{' '}
                {percent(kyc.face.liveness)}
              </span>
            ) : (
              'not matched yet'
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

const PHOTO_LABELS: Record<string, string> = {
  aadhaar_front: 'Aadhaar front',
  aadhaar_back: 'Aadhaar back',
  pan: 'PAN card',
  face: 'Holding the card',
};

/**
 * Photos through their signed, expiring URLs (card images are stored masked,
 * decision 075). "Check masking" marks one where OCR did not find the number:
 * every digit group is covered, a person looks.
 */
export function MaskedImages(props: {
  title?: string;
  images: readonly Pick<StaffCardImage, 'kind' | 'url' | 'masking'>[];
}) {
  return (
    <Card title={props.title ?? 'Photos'} size="small">
      {props.images.length === 0 ? (
        <Empty description="No photos" />
      ) : (
        <Image.PreviewGroup>
          <Flex gap={12} wrap>
            {props.images.map((photo) => (
              <Flex key={photo.kind} vertical align="center" gap={4} data-testid={`photo-${photo.kind}`}>
                <Image
                  src={photo.url}
                  alt={PHOTO_LABELS[photo.kind] ?? photo.kind}
                  width={150}
                  height={100}
                  style={{ objectFit: 'cover', borderRadius: 6 }}
                />
                <Typography.Text type="secondary">{PHOTO_LABELS[photo.kind] ?? photo.kind}</Typography.Text>
                {photo.masking === 'masked' ? (
                  <Tag color="green" data-testid={`masking-${photo.kind}`}>
                    number masked
                  </Tag>
                ) : photo.masking === 'unconfirmed' ? (
                  <Tag color="orange" data-testid={`masking-${photo.kind}`}>
                    check masking
                  </Tag>
                ) : null}
              </Flex>
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
    </Card>
  );
}
