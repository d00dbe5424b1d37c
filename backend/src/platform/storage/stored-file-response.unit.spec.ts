import { dispositionFor } from './stored-file-response';

describe('dispositionFor (ADR 0045: downloads never render as HTML)', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'])('shows %s inline when the route asks', (type) => {
    expect(dispositionFor(type, 'inline')).toBe('inline');
    expect(dispositionFor(type, 'attachment')).toBe('attachment');
  });

  it.each(['image/svg+xml', 'text/html', 'text/plain; charset=utf-8', 'application/msword', 'application/octet-stream', 'IMAGE/SVG+XML', ''])(
    'makes %j an attachment even when the route asks for inline',
    (type) => {
      expect(dispositionFor(type, 'inline')).toBe('attachment');
    },
  );
});
