import type { RichTextDoc, RichTextMark, RichTextNode } from '@iper/contracts';
import { Link } from '@iper/design-system';
import { createElement, Fragment, type ReactNode } from 'react';
import styles from './rich-text.module.css';

/**
 * Renders Storyblok's rich text (a ProseMirror JSON tree) as React elements. Nothing is ever
 * injected as HTML: text is text, unknown nodes render only their children, and links and images
 * keep only addresses that are safe to follow.
 */
export interface RichTextProps {
  doc: RichTextDoc | RichTextNode | undefined | null;
  /** Added to heading levels, so an article's headings sit under its h1 (never below h2). */
  headingOffset?: number;
  /** Renders blocks embedded in the text (Storyblok's `blok` node). */
  renderBlocks?: (blocks: unknown[]) => ReactNode;
  className?: string;
}

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#|\?)/i;
const SAFE_SRC = /^(https?:\/\/|\/(?!\/))/i;

/** An address from the CMS that may become a link: web, mail, phone, or a path of the site. */
export function safeHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined;
  const trimmed = href.trim();
  return SAFE_HREF.test(trimmed) ? trimmed : undefined;
}

function linkAddress(mark: RichTextMark): string | undefined {
  const attrs = mark.attrs ?? {};
  const anchor = typeof attrs.anchor === 'string' && attrs.anchor ? `#${attrs.anchor}` : '';
  if (attrs.linktype === 'email' && typeof attrs.href === 'string')
    return safeHref(`mailto:${attrs.href.replace(/^mailto:/, '')}`);
  if (attrs.linktype === 'story' && typeof attrs.href === 'string') {
    const path = attrs.href.startsWith('/') ? attrs.href : `/${attrs.href}`;
    return safeHref(`${path}${anchor}`);
  }
  return safeHref(typeof attrs.href === 'string' ? `${attrs.href}${anchor}` : undefined);
}

function applyMark(mark: RichTextMark, children: ReactNode, key: number): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{children}</strong>;
    case 'italic':
      return <em key={key}>{children}</em>;
    case 'strike':
      return <s key={key}>{children}</s>;
    case 'underline':
      return <u key={key}>{children}</u>;
    case 'code':
      return <code key={key}>{children}</code>;
    case 'superscript':
      return <sup key={key}>{children}</sup>;
    case 'subscript':
      return <sub key={key}>{children}</sub>;
    case 'highlight':
      return <mark key={key}>{children}</mark>;
    case 'link': {
      const href = linkAddress(mark);
      if (!href) return children;
      return (
        <Link key={key} to={href} sameTab={mark.attrs?.target !== '_blank'}>
          {children}
        </Link>
      );
    }
    case 'anchor':
      return typeof mark.attrs?.id === 'string' ? (
        <span key={key} id={mark.attrs.id}>
          {children}
        </span>
      ) : (
        children
      );
    default:
      return children;
  }
}

function renderText(node: RichTextNode, key: number): ReactNode {
  const marks = node.marks ?? [];
  if (marks.length === 0) return node.text ?? '';
  return (
    <Fragment key={key}>
      {marks.reduce<ReactNode>(
        (children, mark, index) => applyMark(mark, children, index),
        node.text ?? '',
      )}
    </Fragment>
  );
}

function renderNodes(nodes: RichTextNode[] | undefined, props: RichTextProps): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, index, props));
}

function renderNode(node: RichTextNode, key: number, props: RichTextProps): ReactNode {
  const children = () => renderNodes(node.content, props);
  switch (node.type) {
    case 'doc':
      return <>{children()}</>;
    case 'text':
      return renderText(node, key);
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'heading': {
      const level = typeof node.attrs?.level === 'number' ? node.attrs.level : 2;
      const shifted = Math.min(6, Math.max(2, level + (props.headingOffset ?? 0)));
      return createElement(`h${shifted}`, { key }, children());
    }
    case 'bullet_list':
      return <ul key={key}>{children()}</ul>;
    case 'ordered_list': {
      const start =
        typeof node.attrs?.order === 'number' && node.attrs.order !== 1
          ? node.attrs.order
          : undefined;
      return (
        <ol key={key} start={start}>
          {children()}
        </ol>
      );
    }
    case 'list_item':
      return <li key={key}>{children()}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children()}</blockquote>;
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'hard_break':
      return <br key={key} />;
    case 'code_block':
      return (
        <pre key={key}>
          <code>{children()}</code>
        </pre>
      );
    case 'image': {
      const src =
        typeof node.attrs?.src === 'string' && SAFE_SRC.test(node.attrs.src)
          ? node.attrs.src
          : undefined;
      if (!src) return null;
      const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt : '';
      return <img key={key} src={src} alt={alt} loading="lazy" decoding="async" />;
    }
    case 'emoji':
      return typeof node.attrs?.emoji === 'string' ? (
        <span key={key}>{node.attrs.emoji}</span>
      ) : null;
    case 'blok': {
      const body = Array.isArray(node.attrs?.body) ? node.attrs.body : [];
      return props.renderBlocks ? <div key={key}>{props.renderBlocks(body)}</div> : null;
    }
    default:
      // A node this renderer does not know: its text still shows, its markup does not.
      return node.content ? <span key={key}>{children()}</span> : null;
  }
}

export function RichText(props: RichTextProps) {
  if (!props.doc) return null;
  const content =
    props.doc.type === 'doc'
      ? renderNodes(props.doc.content, props)
      : [renderNode(props.doc, 0, props)];
  return (
    <div className={[styles.richText, props.className].filter(Boolean).join(' ')}>{content}</div>
  );
}
