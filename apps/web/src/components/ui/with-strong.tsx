import type { ReactNode } from 'react';

/** Marks where a message's argument goes, so the argument can be drawn in bold inside the translated sentence. */
const MARK = '\u2063';

/**
 * A translated sentence with one argument in bold ("Renews on <strong>22 Nov 2026</strong>"): the words around it
 * follow each language's own order.
 */
export function WithStrong({
  text,
  className,
  children,
}: {
  text: (mark: string) => string;
  className?: string;
  children: ReactNode;
}) {
  const [before = '', after = ''] = text(MARK).split(MARK);
  return (
    <>
      {before}
      <strong className={className}>{children}</strong>
      {after}
    </>
  );
}
