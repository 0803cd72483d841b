import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

const faqs = [
  { id: 'costo', title: 'La carta ha un costo?', content: <p>No, è gratuita.</p> },
  {
    id: 'persa',
    title: 'Ho perso la carta',
    content: <p>Chiedi un duplicato al box informazioni.</p>,
  },
];

describe('Accordion', () => {
  it('starts closed, with buttons inside headings of the chosen level', () => {
    render(<Accordion items={faqs} headingLevel={2} />);
    const button = screen.getByRole('button', { name: 'La carta ha un costo?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.getByRole('heading', { level: 2, name: 'La carta ha un costo?' }),
    ).toContainElement(button);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens and closes with Enter and Space, one panel at a time', async () => {
    render(<Accordion items={faqs} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'La carta ha un costo?' })).toHaveTextContent(
      'No, è gratuita.',
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Ho perso la carta' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'La carta ha un costo?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps several panels open when allowed', async () => {
    render(<Accordion items={faqs} allowMultiple defaultOpenIds={['costo']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ho perso la carta' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
