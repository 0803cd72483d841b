import { classesIn, usedCss } from './used-css';

const on = (...classes: string[]) => new Set(classes);

describe('the part of a stylesheet a page uses', () => {
  it('keeps the rules whose classes the page has, and drops the other components’ rules', () => {
    expect(usedCss('.card{color:red}.drawer{color:green}', on('card'))).toBe('.card{color:red}');
  });

  it('keeps a used class’s rules in every state, before anything but the markup knows it', () => {
    const css = '.link:hover{color:red}.menu[open] .chevron{rotate:180deg}.link::after{content:""}';
    expect(usedCss(css, on('link', 'menu', 'chevron'))).toBe(css);
  });

  it('needs every class of a selector outside its pseudo-classes, and one selector of a list', () => {
    const css = '.a .b{color:red}.c,.d{color:blue}.e:not(.f){color:green}.g:has(.h){margin:0}';
    expect(usedCss(css, on('a', 'd', 'e', 'g'))).toBe(
      '.c,.d{color:blue}.e:not(.f){color:green}.g:has(.h){margin:0}',
    );
    expect(usedCss(css, on('a', 'b'))).toBe('.a .b{color:red}');
  });

  it('keeps what names no class: elements, attributes, the document’s own rules', () => {
    const css =
      ':root{--red:#c00}html{color:#111}[data-hydrating] *{cursor:progress}dialog::backdrop{opacity:.5}';
    expect(usedCss(css, on())).toBe(css);
  });

  it('keeps an at-rule around the rules it still holds, and drops it when it holds none', () => {
    const css =
      '@media (min-width:48em){.card{padding:2rem}.drawer{width:20rem}}@supports (display:grid){.drawer{display:grid}}';
    expect(usedCss(css, on('card'))).toBe('@media (min-width:48em){.card{padding:2rem}}');
  });

  it('keeps font faces and keyframes, which name no element', () => {
    const css =
      '@font-face{font-family:Iper;src:url(/iper.woff2)}@keyframes spin{to{rotate:1turn}}';
    expect(usedCss(css, on())).toBe(css);
  });

  it('gives CSS it cannot read back whole', () => {
    expect(usedCss('.a{color:red}}', on())).toBe('.a{color:red}}');
  });
});

describe('the classes of a page’s markup', () => {
  it('reads every class attribute, one class per name', () => {
    expect(
      classesIn('<div class="card  card--big"><svg class="icon"></svg><p>class="x"</p></div>'),
    ).toEqual(on('card', 'card--big', 'icon'));
  });
});
