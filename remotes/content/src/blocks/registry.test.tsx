import { setupNetwork } from '@iper/api/src/testing/network';
import type { BlockBase, ContentBlock, VideoBlock } from '@iper/contracts';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { image, text } from '../testing/fake-cms';
import { BLOCK_REGISTRY, Blocks } from './registry';

function renderBlocks(blocks: BlockBase[], showUnknown?: boolean) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <main>
            <Blocks blocks={blocks} showUnknown={showUnknown} />
          </main>
        ),
      },
    ],
    '/',
  );
}

const link = (path: string) => ({
  fieldtype: 'multilink' as const,
  linktype: 'story' as const,
  cached_url: path,
});

const SAMPLES: ContentBlock[] = [
  {
    component: 'hero',
    _uid: '1',
    title: 'Titolo eroe',
    text: 'Testo',
    image: image('eroe', 'Immagine eroe'),
    cta_label: 'Scopri',
    cta_link: link('carta-vantaggi'),
  },
  {
    component: 'banner',
    _uid: '2',
    title: 'Titolo banner',
    text: 'Testo banner',
    cta_label: 'Vai',
    cta_link: link('serve-aiuto'),
  },
  {
    component: 'teaser_grid',
    _uid: '3',
    title: 'Titolo teaser',
    teasers: [
      {
        component: 'teaser',
        _uid: '3a',
        title: 'Un teaser',
        text: 'Testo',
        link: link('iper-mag'),
      },
    ],
  },
  { component: 'rich_text', _uid: '4', text: text('Testo ricco') },
  { component: 'image', _uid: '5', image: image('foto', 'Una foto'), caption: 'Didascalia' },
  {
    component: 'video',
    _uid: '6',
    title: 'Titolo video',
    url: 'https://www.youtube-nocookie.com/embed/abc123',
    poster: image('poster', 'Copertina'),
    transcript: 'Trascrizione del video',
  },
  {
    component: 'faq_list',
    _uid: '7',
    title: 'Titolo FAQ',
    faqs: [
      {
        component: 'faq_item',
        _uid: '7a',
        question: 'Una domanda?',
        answer: text('Una risposta.'),
      },
    ],
  },
  {
    component: 'link_list',
    _uid: '8',
    title: 'Titolo link',
    links: [{ component: 'link_item', _uid: '8a', label: 'Chi siamo', link: link('chi-siamo') }],
  },
  {
    component: 'carousel',
    _uid: '9',
    title: 'Titolo carosello',
    slides: [
      {
        component: 'carousel_slide',
        _uid: '9a',
        title: 'Prima slide',
        image: image('slide', 'Slide'),
      },
    ],
  },
  {
    component: 'store_services_teaser',
    _uid: '10',
    title: 'Titolo servizi',
    services: [
      {
        component: 'service_item',
        _uid: '10a',
        label: 'Parafarmacia',
        icon: 'pharmacy',
        link: link('servizi/in-negozio/parafarmacia'),
      },
    ],
    link_label: 'Tutti i servizi',
  },
  {
    component: 'flyer_teaser',
    _uid: '11',
    title: 'Titolo volantino',
    text: 'Testo',
    image: image('volantino', 'Volantino'),
    valid_from: '2026-11-19',
    valid_to: '2026-11-29',
    link_label: 'Sfoglia',
  },
  {
    component: 'coupon_teaser',
    _uid: '12',
    title: 'Titolo coupon',
    text: 'Testo',
    coupons: [
      {
        component: 'coupon_item',
        _uid: '12a',
        title: 'Pasta',
        discount: '-30%',
        valid_until: '2026-11-29',
      },
    ],
    link_label: 'Vai ai coupon',
  },
  { component: 'newsletter', _uid: '13', title: 'Titolo newsletter', text: 'Testo' },
];

setupNetwork();

describe('the block registry', () => {
  it('has a component for every content type', () => {
    expect(Object.keys(BLOCK_REGISTRY).sort()).toEqual(
      [
        'banner',
        'carousel',
        'contact_form',
        'coupon_teaser',
        'faq_list',
        'flyer_teaser',
        'hero',
        'image',
        'link_list',
        'newsletter',
        'production_calendar',
        'rich_text',
        'store_services_teaser',
        'stores_teaser',
        'teaser_grid',
        'video',
      ].sort(),
    );
  });

  it('renders each block in the order of the story, the first hero as the h1', () => {
    renderBlocks(SAMPLES);
    expect(screen.getByRole('heading', { level: 1, name: 'Titolo eroe' })).toBeInTheDocument();
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Titolo banner',
      'Titolo teaser',
      'Titolo video',
      'Titolo FAQ',
      'Titolo link',
      'Titolo carosello',
      'Titolo servizi',
      'Titolo volantino',
      'Titolo coupon',
      'Titolo newsletter',
    ]);
    expect(screen.getByRole('link', { name: 'Scopri' })).toHaveAttribute('href', '/carta-vantaggi');
    expect(screen.getByText('Testo ricco')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Una foto' })).toHaveAttribute('width', '960');
    expect(screen.getByText('Valido dal 19/11/2026 al 29/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sfoglia' })).toHaveAttribute(
      'href',
      '/lista-volantini',
    );
    expect(screen.getByRole('navigation', { name: 'Titolo link' })).toBeInTheDocument();
  });

  it('loads an external video only when asked, and keeps its transcript', async () => {
    const { container } = renderBlocks([SAMPLES[5]!]);
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guarda il video: Titolo video' }));
    expect(container.querySelector('iframe')).toHaveAttribute('title', 'Titolo video');
    expect(screen.getByText('Trascrizione del video')).toBeInTheDocument();
  });

  it('does not embed players from other sites', () => {
    const evil = { ...(SAMPLES[5] as VideoBlock), url: 'https://evil.example/embed/x' };
    const { container } = renderBlocks([evil]);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: /Guarda il video/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'Copertina' })).toBeInTheDocument();
  });

  it('opens the answers of a FAQ list', async () => {
    renderBlocks([SAMPLES[6]!]);
    const question = screen.getByRole('button', { name: 'Una domanda?' });
    await userEvent.click(question);
    expect(screen.getByText('Una risposta.')).toBeVisible();
  });

  it('shows a notice for an unknown block in development', () => {
    renderBlocks([{ component: 'countdown', _uid: 'x' }], true);
    expect(screen.getByRole('note')).toHaveTextContent('Blocco sconosciuto: «countdown»');
  });

  it('renders nothing for an unknown block in production, and the rest of the page still', () => {
    const { container } = renderBlocks([{ component: 'countdown', _uid: 'x' }, SAMPLES[3]!], false);
    expect(screen.queryByRole('note')).toBeNull();
    expect(within(container).getByText('Testo ricco')).toBeInTheDocument();
  });
});
