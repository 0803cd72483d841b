/**
 * Plain share links for when the browser has no Web Share API: no third-party script, only
 * addresses each service documents for sharing a link.
 */
export interface ShareLinks {
  whatsapp: string;
  facebook: string;
  x: string;
  email: string;
}

export function shareLinks(url: string, title: string): ShareLinks {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/post?text=${t}&url=${u}`,
    email: `mailto:?subject=${t}&body=${u}`,
  };
}
