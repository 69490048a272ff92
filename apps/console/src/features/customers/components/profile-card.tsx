import type { CustomerRecord } from '@app/contract';
import { formatAddress } from '@app/domain';
import { Card, Descriptions } from 'antd';
import { formatDateTime } from '@/lib/format';

const or = (value: string | null) => value ?? '—';

/** Who the customer is: the phone in full (agents call it), KYC numbers masked (decision 034). */
export function ProfileCard({ profile }: { profile: CustomerRecord['profile'] }) {
  return (
    <Card size="small" data-testid="customer-profile">
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'phone', label: 'Phone', children: profile.phone },
          { key: 'name', label: 'Name', children: or(profile.name) },
          { key: 'birth', label: 'Birth', children: or(profile.birth) },
          { key: 'email', label: 'E-mail', children: or(profile.email) },
          {
            key: 'work',
            label: 'Work',
            children:
              [profile.occupation?.replaceAll('_', ' '), profile.companyName].filter(Boolean).join(', ') ||
              '—',
          },
          {
            key: 'city',
            label: 'City',
            children: formatAddress({ city: profile.city, state: profile.state }) || '—',
          },
          { key: 'aadhaar', label: 'Aadhaar', children: or(profile.aadhaarMasked) },
          { key: 'pan', label: 'PAN', children: or(profile.panMasked) },
          {
            key: 'bank',
            label: 'Bank account',
            children: profile.accountMasked
              ? `${profile.accountMasked} · ${or(profile.bankName)} · ${or(profile.ifsc)}`
              : '—',
          },
          { key: 'language', label: 'Language', children: profile.language },
          { key: 'joined', label: 'Joined', children: formatDateTime(profile.createdAt) },
          { key: 'login', label: 'Last login', children: formatDateTime(profile.lastLoginAt) },
        ]}
      />
    </Card>
  );
}
