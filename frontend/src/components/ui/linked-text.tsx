import { Fragment } from 'react';

const WEB_ADDRESS = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/g;

/**
 * Plain text whose web addresses are real links (issue 22 item 5: a provider's address in a task
 * opens the provider). Only http(s) addresses become links; everything else stays text.
 */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(WEB_ADDRESS);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} target="_blank" rel="noopener noreferrer">
            {part.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
