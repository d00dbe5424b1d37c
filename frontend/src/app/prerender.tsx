import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';

import { AppRoutes } from './router';

/**
 * The markup of a public page as a first visit sees it (signed out, session still loading), rendered
 * at build time by scripts/prerender.mjs: the browser paints the page from the HTML while its
 * scripts load, and main.tsx hydrates it (issue 23 item 5). Every lazy page and Suspense boundary is
 * waited for, so the HTML holds the page, not its loading screen.
 */
export async function prerenderPage(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}
