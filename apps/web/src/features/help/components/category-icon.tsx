import type { FaqCategory } from '@app/contract';
import {
  BankcardOutline,
  CalculatorOutline,
  CalendarOutline,
  CollectMoneyOutline,
  CouponOutline,
  LockOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';

// antd-mobile's money icons carry a yen sign: these show none.
const ICONS: Record<FaqCategory, ComponentType> = {
  applying: UserContactOutline,
  loan: CalculatorOutline,
  disbursal: BankcardOutline,
  repayment: CollectMoneyOutline,
  extension: CalendarOutline,
  account: LockOutline,
  coupons: CouponOutline,
};

export function CategoryIcon({ category }: { category: FaqCategory }) {
  const Icon = ICONS[category];
  return (
    <span className="support-icon" aria-hidden>
      <Icon />
    </span>
  );
}
