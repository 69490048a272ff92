import type { ConfigurationCurrent } from '@app/contract';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { DataList } from '@/components/data-list';
import {
  type ConfigForm,
  type FieldSpec,
  GST_BASE_LABEL,
  PRICING_GROUPS,
  PRODUCT_FIELDS,
  toForm,
  type Unit,
} from './config-units';

const ADDON: Record<Unit, { before?: string; after?: string }> = {
  rupees: { before: '₹' },
  percent: { after: '%' },
  percentDay: { after: '% a day' },
  days: { after: 'days' },
  hours: { after: 'hours' },
  months: { after: 'months' },
  extensions: { after: 'in a row' },
};

const STEP: Record<Unit, number> = {
  rupees: 1,
  percent: 0.1,
  percentDay: 0.005,
  days: 1,
  hours: 1,
  months: 1,
  extensions: 1,
};

function NumberField({ unit, ...rest }: { unit: Unit; id?: string; 'aria-label'?: string }) {
  const addon = ADDON[unit];
  return (
    <InputNumber<number>
      {...rest}
      style={{ width: '100%' }}
      min={0}
      step={STEP[unit]}
      prefix={addon.before}
      suffix={addon.after}
      precision={unit === 'rupees' ? 2 : unit === 'percent' || unit === 'percentDay' ? 4 : 0}
      formatter={(value, info) => (info.userTyping ? info.input : grouped(value))}
      parser={(text) => Number((text ?? '').replace(/,/g, ''))}
    />
  );
}

/** 1,00,000 and 0.04, not 100000.00 and 0.0400: Indian grouping, no trailing zeros. */
function grouped(value: string | number | undefined): string {
  if (value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isNaN(n) ? String(value) : n.toLocaleString('en-IN', { maximumFractionDigits: 4 });
}

const required = [{ required: true, message: 'Required' }];

function PricingField({ field }: { field: FieldSpec<string> }) {
  return (
    <Form.Item name={['pricing', field.key]} label={field.label} extra={field.help} rules={required}>
      <NumberField unit={field.unit} />
    </Form.Item>
  );
}

/** The figures of the version in force, in rupees, percent, days and hours; saving makes a new version. */
export function ConfigurationForm({
  current,
  saving,
  onSave,
}: {
  current: ConfigurationCurrent;
  saving: boolean;
  onSave: (values: ConfigForm) => void;
}) {
  const [form] = Form.useForm<ConfigForm>();
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={toForm(current)}
      onFinish={onSave}
      requiredMark={false}
      data-testid="config-form"
    >
      <Row gutter={16}>
        {PRICING_GROUPS.map((group, i) => (
          <Col span={8} key={group.title}>
            <Card size="small" title={group.title} style={{ height: '100%' }}>
              {group.fields.map((field) => (
                <PricingField key={field.key} field={field} />
              ))}
              {i === 0 && (
                <Form.Item name={['pricing', 'gstBase']} label="GST is charged on" rules={required}>
                  <Select
                    options={Object.entries(GST_BASE_LABEL).map(([value, label]) => ({ value, label }))}
                  />
                </Form.Item>
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title="Products" style={{ marginTop: 16 }}>
        <DataList
          rowKey="kind"
          size="small"
          rows={current.products.map((p, index) => ({ kind: p.kind, index }))}
          columns={[
            {
              title: 'Product',
              dataIndex: 'kind',
              width: 110,
              render: (kind: string) => (
                <Typography.Text strong>{kind === 'personal' ? 'Personal' : 'Salary'}</Typography.Text>
              ),
            },
            ...PRODUCT_FIELDS.map((field) => ({
              title: field.label,
              key: field.key,
              render: (_: unknown, row: { index: number; kind: string }) => (
                <Form.Item name={['products', row.index, field.key]} rules={required} style={{ margin: 0 }}>
                  <NumberField
                    unit={field.unit}
                    aria-label={`${row.kind === 'personal' ? 'Personal' : 'Salary'}: ${field.label}`}
                  />
                </Form.Item>
              ),
            })),
          ]}
        />
      </Card>
      <Row gutter={16} align="bottom" style={{ marginTop: 16 }}>
        <Col flex="auto">
          <Form.Item
            name="note"
            label="Note (why this change)"
            rules={[{ required: true, min: 3, message: 'Say why, in a few words' }]}
            style={{ margin: 0 }}
          >
            <Input
              maxLength={500}
              placeholder="e.g. Extension shortened to 8 days as the product team decided"
            />
          </Form.Item>
        </Col>
        <Col>
          <Button onClick={() => form.resetFields()} style={{ marginRight: 8 }}>
            Reset
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="config-save">
            Save as new version
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
