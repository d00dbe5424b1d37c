/** Sets the tab title; React 19 hoists <title> into <head>. */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · Threshold` : 'Threshold · Transaction coordination from contract to close'}</title>;
}
