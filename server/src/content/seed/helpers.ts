import { createHash } from 'node:crypto';
import type {
  BlockBase,
  RichTextDoc,
  RichTextMark,
  RichTextNode,
  SbAsset,
  SbLink,
  SeoField,
} from '@iper/contracts';
import images from '../images/images.json';
import { IMAGE_CATALOG, VIDEO_CATALOG } from '../images/catalog';

/** Where the server serves the bundled images (see content-assets.routes.ts). */
export const CONTENT_ASSETS_PATH = '/assets/content';

const ALT = new Map([...IMAGE_CATALOG, ...VIDEO_CATALOG].map((entry) => [entry.key, entry.alt]));
const FILES = images as Record<string, { file: string; width: number; height: number }>;

/** An asset field for a bundled image or video; its file name carries its size ("-960x540."). */
export function asset(key: string): SbAsset {
  const entry = FILES[key];
  const alt = ALT.get(key);
  if (!entry || !alt)
    throw new Error(`no image ${key}: add it to images/catalog.ts and run generate-images.ts`);
  return {
    id: null,
    filename: `${CONTENT_ASSETS_PATH}/${entry.file}`,
    alt,
    title: '',
    focus: '',
    fieldtype: 'asset',
  };
}

/** A multilink to a page of the site (a story link, by its full slug). */
export function storyLink(path: string): SbLink {
  return {
    id: '',
    fieldtype: 'multilink',
    linktype: 'story',
    url: '',
    cached_url: path.replace(/^\//, ''),
  };
}

export function urlLink(url: string): SbLink {
  return { id: '', fieldtype: 'multilink', linktype: 'url', url, cached_url: url };
}

export function emailLink(email: string): SbLink {
  return { id: '', fieldtype: 'multilink', linktype: 'email', email, url: '', cached_url: '' };
}

/** A block without its _uid, which `withUids` fills in from the story's slug. */
export function block<T extends BlockBase>(value: Omit<T, '_uid'>): T {
  return { ...value, _uid: '' } as T;
}

export function seo(title: string, description: string): SeoField {
  return { title, description, plugin: 'seo_metatags' };
}

/** Stable uuid-shaped ids from a name, so seeding twice gives the same story. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Gives every block of a story's content a stable _uid (as Storyblok does, a uuid). */
export function withUids<T>(content: T, seed: string): T {
  let counter = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record.component === 'string' && record._uid === '')
        record._uid = stableUuid(`${seed}#${counter++}`);
      Object.values(record).forEach(visit);
    }
  };
  visit(content);
  return content;
}

// ---------------------------------------------------------------------------------------------
// Rich text from a small markup, so the copy stays readable here:
// blank line = new paragraph, "## " heading, "- " bullet list, "1. " ordered list, "> " quote,
// **bold**, _italic_, [label](/path or https://… or mailto:…).

const INLINE = /\*\*(.+?)\*\*|_(.+?)_|\[(.+?)\]\((.+?)\)/g;

function linkMark(href: string): RichTextMark {
  if (href.startsWith('mailto:'))
    return { type: 'link', attrs: { href: href.slice(7), linktype: 'email', target: '_self' } };
  if (href.startsWith('/'))
    return { type: 'link', attrs: { href, linktype: 'story', target: '_self', uuid: null } };
  return { type: 'link', attrs: { href, linktype: 'url', target: '_blank' } };
}

function inline(text: string): RichTextNode[] {
  const nodes: RichTextNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push({ type: 'text', text: text.slice(last, match.index) });
    const [, bold, italic, label, href] = match;
    if (bold) nodes.push({ type: 'text', text: bold, marks: [{ type: 'bold' }] });
    else if (italic) nodes.push({ type: 'text', text: italic, marks: [{ type: 'italic' }] });
    else if (label && href) nodes.push({ type: 'text', text: label, marks: [linkMark(href)] });
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push({ type: 'text', text: text.slice(last) });
  return nodes;
}

function list(type: 'bullet_list' | 'ordered_list', items: string[]): RichTextNode {
  return {
    type,
    ...(type === 'ordered_list' ? { attrs: { order: 1 } } : {}),
    content: items.map((item) => ({
      type: 'list_item',
      content: [{ type: 'paragraph', content: inline(item) }],
    })),
  };
}

export function richText(markup: string): RichTextDoc {
  const content: RichTextNode[] = [];
  const chunks = markup
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    );
  for (let lines = chunks.shift(); lines; lines = chunks.shift()) {
    const first = lines[0] ?? '';
    if (first.startsWith('## ') || first.startsWith('### ')) {
      const level = first.startsWith('### ') ? 3 : 2;
      content.push({
        type: 'heading',
        attrs: { level },
        content: inline(first.replace(/^#+ /, '')),
      });
      // What follows a heading line is a block of its own: a paragraph, or a list.
      if (lines.length > 1) chunks.unshift(lines.slice(1));
    } else if (first.startsWith('- ')) {
      content.push(
        list(
          'bullet_list',
          lines.map((line) => line.replace(/^- /, '')),
        ),
      );
    } else if (/^\d+\. /.test(first)) {
      content.push(
        list(
          'ordered_list',
          lines.map((line) => line.replace(/^\d+\. /, '')),
        ),
      );
    } else if (first.startsWith('> ')) {
      content.push({
        type: 'blockquote',
        content: [
          {
            type: 'paragraph',
            content: inline(lines.map((line) => line.replace(/^> /, '')).join(' ')),
          },
        ],
      });
    } else {
      content.push({ type: 'paragraph', content: inline(lines.join(' ')) });
    }
  }
  return { type: 'doc', content };
}

/** A story to seed: its path, its name, its content, when it was first published. */
export interface SeedStory {
  fullSlug: string;
  name: string;
  content: BlockBase;
  publishedAt: string;
  tags?: string[];
  position?: number;
  isStartpage?: boolean;
}
