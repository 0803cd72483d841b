import { richText } from './helpers';

describe('the demo content’s rich text', () => {
  it('makes a heading and the list right under it, as a CMS editor writes them', () => {
    const doc = richText(`
## Come funziona
1. Scegli il punto vendita.
2. Riempi il carrello.
`);
    expect(doc.content.map((node) => node.type)).toEqual(['heading', 'ordered_list']);
    expect(doc.content[1]?.content).toHaveLength(2);
  });

  it('makes a heading and the paragraph under it, and a paragraph of each block after', () => {
    const doc = richText(`
### Orari
Aperto tutti i giorni.

- Parcheggio
- Bancomat
`);
    expect(doc.content.map((node) => node.type)).toEqual(['heading', 'paragraph', 'bullet_list']);
  });
});
