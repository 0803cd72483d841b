import { storyIllustration } from './story-illustration';

describe('storyIllustration', () => {
  it('draws a magazine article by its category', () => {
    expect(storyIllustration('/iper-mag/ricette/risotto-alla-zucca')).toBe('recipe');
    expect(storyIllustration('iper-mag/benessere/colazione-equilibrata')).toBe('wellness');
    expect(storyIllustration('/iper-mag/stagionalita/verdure-d-autunno')).toBe('seasonal');
    expect(storyIllustration('/iper-mag/novita/un-articolo')).toBe('magazine');
  });

  it('draws our productions as fruit and vegetables', () => {
    expect(storyIllustration('/le-nostre-produzioni/ortaggi/pomodoro')).toBe(
      'fruit-and-vegetables',
    );
  });

  it('falls back to a shopping basket elsewhere, never matching a mere prefix of a word', () => {
    expect(storyIllustration('/servizi/parafarmacia')).toBe('product');
    expect(storyIllustration('/iper-magazzino')).toBe('product');
  });
});
