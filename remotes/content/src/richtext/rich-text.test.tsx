import type { RichTextDoc } from '@iper/contracts';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { RichText, safeHref } from './rich-text';

function renderDoc(doc: RichTextDoc, headingOffset?: number) {
  return render(
    <IntlProvider locale="it" defaultLocale="it">
      <MemoryRouter>
        <RichText doc={doc} headingOffset={headingOffset} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

const text = (value: string, marks?: { type: string; attrs?: Record<string, unknown> }[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});

describe('the rich text renderer', () => {
  it('renders paragraphs, headings, lists, quotes and marks as elements', () => {
    renderDoc({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('Ingredienti')] },
        {
          type: 'bullet_list',
          content: [
            {
              type: 'list_item',
              content: [{ type: 'paragraph', content: [text('500 g di sfoglia')] }],
            },
          ],
        },
        {
          type: 'ordered_list',
          attrs: { order: 1 },
          content: [
            { type: 'list_item', content: [{ type: 'paragraph', content: [text('Cuoci')] }] },
          ],
        },
        {
          type: 'paragraph',
          content: [text('Servi '), text('caldo', [{ type: 'bold' }, { type: 'italic' }])],
        },
        {
          type: 'blockquote',
          content: [{ type: 'paragraph', content: [text('Il consiglio dello chef')] }],
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Ingredienti' })).toBeInTheDocument();
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getByText('caldo').closest('strong')).toBeInTheDocument();
    expect(screen.getByText('caldo').closest('em')).toBeInTheDocument();
    expect(screen.getByText('Il consiglio dello chef').closest('blockquote')).toBeInTheDocument();
  });

  it('never injects HTML: markup in the text stays text', () => {
    const { container } = renderDoc({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [text('<img src=x onerror="alert(1)"><script>alert(2)</script>')],
        },
      ],
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(
      screen.getByText('<img src=x onerror="alert(1)"><script>alert(2)</script>'),
    ).toBeInTheDocument();
  });

  it('links only to safe addresses: a javascript: link becomes plain text', () => {
    const { container } = renderDoc({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            text('ricette', [
              { type: 'link', attrs: { href: '/iper-mag/ricette', linktype: 'story' } },
            ]),
            text(' e '),
            text('trappola', [
              { type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } },
            ]),
          ],
        },
      ],
    });
    expect(screen.getByRole('link', { name: 'ricette' })).toHaveAttribute(
      'href',
      '/iper-mag/ricette',
    );
    expect(screen.queryByRole('link', { name: /trappola/ })).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('ricette e trappola');
    expect(container.querySelector('[href^="javascript"]')).toBeNull();
  });

  it('opens external links in a new tab and says so', () => {
    renderDoc({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            text('Ministero', [
              {
                type: 'link',
                attrs: { href: 'https://www.salute.gov.it', linktype: 'url', target: '_blank' },
              },
            ]),
          ],
        },
      ],
    });
    const link = screen.getByRole('link', { name: /Ministero/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Ministero (si apre in una nuova scheda)');
  });

  it('keeps images with safe sources only, with their alternative text', () => {
    renderDoc({
      type: 'doc',
      content: [
        {
          type: 'image',
          attrs: { src: '/assets/content/a-960x540.0123456789.webp', alt: 'Pomodori maturi' },
        },
        { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'trappola' } },
      ],
    });
    expect(screen.getByRole('img', { name: 'Pomodori maturi' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'trappola' })).toBeNull();
  });

  it('shifts headings under the page title and never renders an h1', () => {
    renderDoc(
      {
        type: 'doc',
        content: [{ type: 'heading', attrs: { level: 1 }, content: [text('Titolo')] }],
      },
      0,
    );
    expect(screen.getByRole('heading', { name: 'Titolo' }).tagName).toBe('H2');
  });

  it('renders the text of nodes it does not know, without their markup', () => {
    renderDoc({
      type: 'doc',
      content: [{ type: 'table', content: [{ type: 'paragraph', content: [text('cella')] }] }],
    });
    expect(screen.getByText('cella')).toBeInTheDocument();
  });

  it('accepts web, mail, phone and site addresses only', () => {
    expect(safeHref('https://iper.example')).toBe('https://iper.example');
    expect(safeHref('mailto:a@b.it')).toBe('mailto:a@b.it');
    expect(safeHref('/servizi')).toBe('/servizi');
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
  });
});
