import type { CdnStory, FaqContent } from '@iper/contracts';
import { normalizeText, searchFaqs } from './faq-search';

function faq(slug: string, question: string, answer: string, position = 0): CdnStory<FaqContent> {
  return {
    full_slug: `serve-aiuto/${slug}`,
    position,
    content: {
      component: 'faq',
      _uid: slug,
      question,
      answer: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: answer }] }],
      },
      seo: { title: question, description: answer },
    },
  } as CdnStory<FaqContent>;
}

const FAQS = [
  faq(
    'gift-card/ricaricare',
    'Posso ricaricare una gift card?',
    'No, le gift card non sono ricaricabili.',
  ),
  faq(
    'carta-vantaggi/carta-smarrita',
    'Ho perso la carta: cosa devo fare?',
    'Se hai la carta digitale la ritrovi nella tua area personale.',
  ),
  faq(
    'iper-drive/prodotto-mancante',
    'Nella spesa manca un prodotto',
    'I prodotti mancanti non vengono addebitati: scrivici con la gift card o lo scontrino.',
  ),
];

describe('the FAQ search', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normalizeText('  Perché NON è così?! ')).toBe('perche non e cosi');
  });

  it('finds the FAQs holding every word, question matches first', () => {
    const results = searchFaqs(FAQS, 'Gift card');
    expect(results.map((match) => match.story.full_slug)).toEqual([
      'serve-aiuto/gift-card/ricaricare',
      'serve-aiuto/iper-drive/prodotto-mancante',
    ]);
  });

  it('finds nothing for words no FAQ holds, and nothing for an empty query', () => {
    expect(searchFaqs(FAQS, 'bicicletta elettrica')).toEqual([]);
    expect(searchFaqs(FAQS, '  ')).toEqual([]);
    expect(searchFaqs(FAQS, 'come posso')).toEqual([]);
  });
});
