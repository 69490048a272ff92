import { GiftOutlined } from '@ant-design/icons';
import {
  CONTENT_SEGMENT_LABELS,
  COUPON_GRANT_LIMITS,
  type ContentSegment,
  type CouponKind,
} from '@app/domain';
import { App, Button, Card, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { rupees } from '@/lib/money';
import { CampaignsTable } from './campaigns-table';
import { contentApi, newSendKey } from './content-api';
import { AudienceCount, SegmentSelect } from './segment-select';
import { useCampaigns } from './use-campaigns';

interface CouponForm {
  to: 'customer' | 'segment';
  phone?: string;
  segment?: ContentSegment;
  kind: CouponKind;
  faceRupees: number;
  minRupees: number;
  validDays: number;
}

const L = COUPON_GRANT_LIMITS;

/** A coupon to one customer (by phone) or every customer of a segment, with a message-center entry. */
export function CouponsTab() {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<CouponForm>();
  const to = Form.useWatch('to', form);
  const segment = Form.useWatch('segment', form);
  const [key, setKey] = useState(newSendKey);
  const [sending, setSending] = useState(false);
  const campaigns = useCampaigns('coupon');

  const send = async (values: CouponForm) => {
    setSending(true);
    try {
      const result = await contentApi.grantCoupon({
        key,
        ...(values.to === 'customer' ? { phone: values.phone } : { segment: values.segment }),
        kind: values.kind,
        facePaise: Math.round(values.faceRupees * 100),
        minAmountPaise: Math.round((values.minRupees ?? 0) * 100),
        validDays: values.validDays,
      });
      message.success(
        'proposalId' in result
          ? 'Proposed: the coupons are given when another person of another role approves them (Approvals)'
          : result.repeated
            ? `Already given: ${result.delivered} coupons`
            : `Gave ${result.delivered} coupon${result.delivered === 1 ? '' : 's'}`,
      );
      form.resetFields();
      setKey(newSendKey());
      await campaigns.reload();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setSending(false);
    }
  };

  const confirm = (values: CouponForm) =>
    modal.confirm({
      title: values.to === 'customer' ? 'Give this coupon?' : 'Propose these coupons for approval?',
      content: `${rupees(Math.round(values.faceRupees * 100))} ${values.kind} coupon, valid ${values.validDays} days, to ${
        values.to === 'customer'
          ? values.phone
          : CONTENT_SEGMENT_LABELS[values.segment ?? 'all'].toLowerCase()
      }.`,
      okText: values.to === 'customer' ? 'Give' : 'Propose',
      onOk: () => send(values),
    });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="Give a coupon" size="small">
        <Form<CouponForm>
          form={form}
          layout="vertical"
          initialValues={{
            to: 'customer',
            segment: 'all',
            kind: 'repayment',
            faceRupees: 50,
            minRupees: 0,
            validDays: 30,
          }}
          onFinish={confirm}
          style={{ maxWidth: 760 }}
        >
          <Form.Item name="to" label="To">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'customer', label: 'One customer' },
                { value: 'segment', label: 'A segment' },
              ]}
            />
          </Form.Item>
          {to === 'segment' ? (
            <Form.Item name="segment" label="Segment" extra={<AudienceCount segment={segment} />}>
              <SegmentSelect />
            </Form.Item>
          ) : (
            <Form.Item
              name="phone"
              label="Customer's phone"
              rules={[
                {
                  required: true,
                  pattern: /^(\+?91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}$/,
                  message: 'A 10-digit mobile number',
                },
              ]}
            >
              <Input style={{ width: 260 }} placeholder="98765 43210" />
            </Form.Item>
          )}
          <Space size={24} align="start" wrap>
            <Form.Item name="kind" label="Kind">
              <Select
                style={{ width: 160 }}
                options={[
                  { value: 'repayment', label: 'Repayment' },
                  { value: 'withdrawal', label: 'Withdrawal' },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="faceRupees"
              label="Face value (₹)"
              extra={`${rupees(L.minFacePaise)} – ${rupees(L.maxFacePaise)}`}
              rules={[
                { required: true, type: 'number', min: L.minFacePaise / 100, max: L.maxFacePaise / 100 },
              ]}
            >
              <InputNumber
                min={L.minFacePaise / 100}
                max={L.maxFacePaise / 100}
                precision={0}
                style={{ width: 140 }}
              />
            </Form.Item>
            <Form.Item
              name="minRupees"
              label="Minimum amount (₹)"
              extra="0: any amount"
              rules={[{ type: 'number', min: 0, max: L.maxMinAmountPaise / 100 }]}
            >
              <InputNumber min={0} max={L.maxMinAmountPaise / 100} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              name="validDays"
              label="Valid for (days)"
              extra={`${L.minDays} – ${L.maxDays} days`}
              rules={[{ required: true, type: 'number', min: L.minDays, max: L.maxDays }]}
            >
              <InputNumber min={L.minDays} max={L.maxDays} precision={0} style={{ width: 120 }} />
            </Form.Item>
          </Space>
          <Button type="primary" htmlType="submit" icon={<GiftOutlined />} loading={sending}>
            Give coupon
          </Button>
        </Form>
      </Card>
      <Card title="Recent coupon grants" size="small">
        <CampaignsTable rows={campaigns.rows} loading={campaigns.loading} error={campaigns.error} />
      </Card>
    </Space>
  );
}
