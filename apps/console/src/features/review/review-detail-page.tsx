import { ArrowLeftOutlined } from '@ant-design/icons';
import { formatAddress } from '@app/domain';
import { Alert, Button, Card, Col, Descriptions, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { KycCard, MaskedImages } from '@/components/kyc-evidence';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { DecisionPanel } from './decision-panel';
import { MaskedValue } from './masked-value';
import { REFER_LABELS, waited } from './review-api';
import { BureauCard, DecidedCard, TelemetryCard } from './review-evidence';
import { useReviewDetail } from './review-queries';

/** '20001_30000' -> '₹20,001.00 to ₹30,000.00'; 'gt_50000' -> 'over ₹50,000.00'. */
const incomeBand = (band: string) => {
  const n = (digits: string) => rupees(Number(digits) * 100);
  const [low, high] = band.split('_');
  if (low === 'gt' && high) return `over ${n(high)}`;
  return low && high ? `${n(low)} to ${n(high)}` : band;
};

const words = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined ? '—' : String(value).replaceAll('_', ' ');

/** One referred application: what the applicant declared (numbers masked), the evidence, and the decision. */
export default function ReviewDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useReviewDetail(id);
  const error = detail.error ? errorText(detail.error) : null;

  const d = detail.data ?? null;
  return (
    <>
      <Flex align="center" gap={12} style={{ marginBottom: 16 }}>
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate('/review')}
          aria-label="Back to the queue"
        />
        <Typography.Title level={1} style={{ margin: 0 }}>
          {d?.identity?.name ?? 'Referred application'}
        </Typography.Title>
        {d?.referReason ? <Tag color="gold">{REFER_LABELS[d.referReason]}</Tag> : null}
        {d?.ageMinutes != null ? <Tag>waiting {waited(d.ageMinutes)}</Tag> : null}
      </Flex>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {!d && !error ? <Skeleton active /> : null}
      {d ? (
        <Row gutter={16}>
          <Col span={15}>
            <Flex vertical gap={16}>
              <Card title="Applicant" size="small">
                <Descriptions column={2} size="small">
                  <Descriptions.Item label="Phone">{d.phone}</Descriptions.Item>
                  <Descriptions.Item label="Submitted">{formatDateTime(d.submittedAt)}</Descriptions.Item>
                  <Descriptions.Item label="Sex">{words(d.identity?.sex)}</Descriptions.Item>
                  <Descriptions.Item label="Birth">{words(d.identity?.birth)}</Descriptions.Item>
                  <Descriptions.Item label="Resident">
                    {d.identity?.resident ? 'yes' : 'no'}
                  </Descriptions.Item>
                  <Descriptions.Item label="Email">{words(d.basic?.email)}</Descriptions.Item>
                  <Descriptions.Item label="Aadhaar" span={2}>
                    {/* The number is not kept (decision 075): its last four digits only, no reveal. */}
                    <Typography.Text code data-testid="value-aadhaar">
                      {d.identity?.aadhaarMasked ?? '—'}
                    </Typography.Text>
                  </Descriptions.Item>
                  <Descriptions.Item label="PAN" span={2}>
                    <MaskedValue
                      applicationId={d.id}
                      field="pan"
                      label="PAN"
                      masked={d.identity?.panMasked ?? '—'}
                    />
                  </Descriptions.Item>
                </Descriptions>
              </Card>
              <Card title="Work, purpose and address" size="small">
                <Descriptions column={2} size="small">
                  <Descriptions.Item label="Occupation">{words(d.basic?.occupation)}</Descriptions.Item>
                  <Descriptions.Item label="Loan purpose">{words(d.basic?.loanPurpose)}</Descriptions.Item>
                  <Descriptions.Item label="Education">{words(d.basic?.education)}</Descriptions.Item>
                  <Descriptions.Item label="Marital status">
                    {words(d.basic?.maritalStatus)}
                  </Descriptions.Item>
                  {d.career && 'companyName' in d.career ? (
                    <Descriptions.Item label="Company">{d.career.companyName}</Descriptions.Item>
                  ) : null}
                  {d.career && 'incomeLevel' in d.career ? (
                    <Descriptions.Item label="Monthly income">
                      {incomeBand(d.career.incomeLevel)}
                    </Descriptions.Item>
                  ) : null}
                  {d.career && 'industry' in d.career ? (
                    <Descriptions.Item label="Industry">{words(d.career.industry)}</Descriptions.Item>
                  ) : null}
                  <Descriptions.Item label="Address" span={2}>
                    {d.address ? formatAddress(d.address) : '—'}
                  </Descriptions.Item>
                </Descriptions>
              </Card>
              <Card title="Bank account" size="small">
                <Descriptions column={2} size="small">
                  <Descriptions.Item label="Bank">{words(d.bank?.bankName)}</Descriptions.Item>
                  <Descriptions.Item label="IFSC">{words(d.bank?.ifsc)}</Descriptions.Item>
                  <Descriptions.Item label="Account" span={2}>
                    <MaskedValue
                      applicationId={d.id}
                      field="account"
                      label="account number"
                      masked={d.bank?.accountMasked ?? '—'}
                    />
                  </Descriptions.Item>
                </Descriptions>
              </Card>
              <MaskedImages
                images={d.photos.map((p) => ({ ...p, masking: d.photoMasking?.[p.kind] ?? null }))}
              />
              <TelemetryCard telemetry={d.telemetry} />
            </Flex>
          </Col>
          <Col span={9}>
            <Flex vertical gap={16} style={{ position: 'sticky', top: 16 }}>
              <KycCard kyc={d.kyc} />
              <BureauCard bureau={d.bureau} />
              {d.waiting && d.suggestion ? (
                <DecisionPanel
                  applicationId={d.id}
                  suggestion={d.suggestion}
                  applicant={{ name: d.identity?.name ?? null, phone: d.phone }}
                />
              ) : null}
              {d.decision ? <DecidedCard decision={d.decision} /> : null}
            </Flex>
          </Col>
        </Row>
      ) : null}
    </>
  );
}
