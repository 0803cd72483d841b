import { render, screen } from '@testing-library/react';
import { HeaderControlLines, HeaderControlText, headerControlClassName } from './header-control';

describe('HeaderControl', () => {
  it('names the control with its words, shown or not', () => {
    render(
      <button type="button" className={headerControlClassName}>
        <HeaderControlText>Menu</HeaderControlText>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('reads the caption before the value', () => {
    render(
      <a href="/punti-vendita" className={headerControlClassName}>
        <HeaderControlLines caption="Il tuo punto vendita" value="Iper Arese" />
      </a>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Il tuo punto vendita Iper Arese');
  });
});
