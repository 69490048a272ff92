import { describe, expect, it } from 'vitest';
import { formatAddress } from '../address';

describe('formatAddress', () => {
  it('joins the parts with the PIN code after the state', () => {
    expect(
      formatAddress({
        detailAddress: '12 MG Road',
        area: 'Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        pinCode: '560038',
      }),
    ).toBe('12 MG Road, Indiranagar, Bengaluru, Karnataka 560038');
  });

  it('names a place once when the area, the city or the state repeat it', () => {
    expect(
      formatAddress({
        detailAddress: '4th Cross',
        area: 'Bangalore',
        city: 'Bangalore',
        state: 'Karnataka',
        pinCode: '560001',
      }),
    ).toBe('4th Cross, Bangalore, Karnataka 560001');
    expect(formatAddress({ area: 'Connaught Place', city: 'New Delhi', state: 'Delhi' })).toBe(
      'Connaught Place, New Delhi, Delhi',
    );
    expect(formatAddress({ city: 'Delhi', state: 'delhi ', pinCode: '110001' })).toBe('Delhi 110001');
  });

  it('drops a city typed into the street line too, whatever its case and spacing', () => {
    expect(
      formatAddress({
        detailAddress: 'Flat 3, Lake View,  bangalore',
        area: 'Bangalore',
        city: 'Bangalore',
        state: 'Karnataka',
      }),
    ).toBe('Flat 3, Lake View, bangalore, Karnataka');
  });

  it('leaves out empty parts', () => {
    expect(formatAddress({ detailAddress: ' ', area: '', city: 'Pune', state: null, pinCode: '' })).toBe(
      'Pune',
    );
    expect(formatAddress({})).toBe('');
  });
});
