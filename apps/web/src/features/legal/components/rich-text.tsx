import { Link } from 'react-router';
import type { Inline, RichText as RichTextValue } from '../content/types';

/** Links inside the long-form text: underlined, so they never rely on colour alone. */
export const PROSE_LINK_CLASSES =
  'rounded-sm font-medium text-link underline decoration-1 underline-offset-2 hover:decoration-2 print:text-black';

function InlinePiece({ piece }: { piece: Inline }) {
  if (typeof piece === 'string') return piece;
  if ('strong' in piece) return <strong className="font-semibold">{piece.strong}</strong>;
  if ('code' in piece) {
    return (
      <code className="rounded bg-surface-2 px-1 py-0.5 font-mono text-[0.875em] [overflow-wrap:anywhere] print:bg-transparent">
        {piece.code}
      </code>
    );
  }
  // App routes go through the router; anchors, mailto: and other sites are plain links.
  if (piece.to.startsWith('/')) {
    return (
      <Link to={piece.to} className={PROSE_LINK_CLASSES}>
        {piece.link}
      </Link>
    );
  }
  return (
    <a href={piece.to} className={`${PROSE_LINK_CLASSES} [overflow-wrap:anywhere]`}>
      {piece.link}
    </a>
  );
}

/** A string or a run of inline pieces (links, strong text, code) from the legal content. */
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === 'string') return value;
  return value.map((piece, index) => <InlinePiece key={index} piece={piece} />);
}
