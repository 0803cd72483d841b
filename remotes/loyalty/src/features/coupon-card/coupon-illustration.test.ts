import { couponIllustration } from './coupon-illustration';

describe('couponIllustration', () => {
  it('draws a coupon by its category, whatever its case', () => {
    expect(couponIllustration('Latticini e formaggi')).toBe('dairy');
    expect(couponIllustration('Cura della persona')).toBe('personal-care');
    expect(couponIllustration('VINI')).toBe('wine');
  });

  it('draws a shopping basket for a category it does not know', () => {
    expect(couponIllustration('Giocattoli')).toBe('product');
  });
});
