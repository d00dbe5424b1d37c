import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const SITE = 'Threshold';

interface PageMetaProps {
  /** The page's own name; the home page passes none and gets the tagline. */
  title?: string;
  description: string;
}

/**
 * The tab title, meta description and Open Graph tags of a public page (issue #4, point 6).
 * React 19 hoists <title> and <meta> into <head> and removes them when the page unmounts. The
 * description already exists in index.html (for crawlers that run no script), so it is updated in
 * place instead of duplicated, and restored when the page goes.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const { pathname } = useLocation();
  const fullTitle = title ? `${title} · ${SITE}` : `${SITE} · Confidence for every client, control for every agent`;
  const url = typeof window === 'undefined' ? pathname : `${window.location.origin}${pathname}`;

  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);

  return (
    <>
      <title>{fullTitle}</title>
      <meta property="og:site_name" content={SITE} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
