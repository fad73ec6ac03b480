import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Block, LegalDocumentContent, LegalSection, TableBlock } from '../content/types';
import { RichText } from './rich-text';

const TITLE_ID = 'legal-title';
const CONTENTS_ID = 'legal-contents';
/** Leaves room for the sticky 64 px header when a contents link scrolls to a heading. */
const HEADING_ANCHOR_CLASSES = 'scroll-mt-24 print:break-after-avoid';

function LegalTable({ table }: { table: TableBlock }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="mb-2 text-left text-sm font-semibold text-muted">{table.caption}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th
              key={column}
              scope="col"
              className="border-b border-border py-2 pr-4 align-bottom font-semibold"
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, rowIndex) => (
          <tr key={rowIndex} className="border-b border-border/60 last:border-b-0 print:break-inside-avoid">
            {row.map((cell, cellIndex) =>
              cellIndex === 0 ? (
                <th key={cellIndex} scope="row" className="py-3 pr-4 align-top font-semibold">
                  <RichText value={cell} />
                </th>
              ) : (
                <td key={cellIndex} className="py-3 pr-4 align-top">
                  <RichText value={cell} />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string' || Array.isArray(block)) {
    return (
      <p>
        <RichText value={block} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-2 pl-6 marker:text-muted">
        {block.list.map((item, index) => (
          <li key={index} className="pl-1">
            <RichText value={item} />
          </li>
        ))}
      </ul>
    );
  }
  if ('table' in block) return <LegalTable table={block.table} />;
  if ('lines' in block) {
    return (
      <p className="rounded-lg border border-border px-4 py-3">
        {block.lines.map((line, index) => (
          <span key={index} className="block">
            <RichText value={line} />
          </span>
        ))}
      </p>
    );
  }
  return (
    <p className="rounded-lg border-l-4 border-accent bg-surface-2 px-4 py-3 font-medium print:border-black print:bg-transparent">
      <RichText value={block.note} />
    </p>
  );
}

function Blocks({ blocks, className }: { blocks: Block[]; className?: string }) {
  return (
    <div className={clsx('space-y-4', className)}>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  );
}

function TableOfContents({ sections }: { sections: LegalSection[] }) {
  const { t } = useTranslation('legal');
  return (
    <nav
      aria-labelledby={CONTENTS_ID}
      className={clsx(
        'mt-8 max-w-[70ch] rounded-xl border border-border bg-surface p-5',
        'lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0',
        'print:hidden',
      )}
    >
      <h2 id={CONTENTS_ID} className="text-sm font-semibold text-muted">
        {t('document.onThisPage')}
      </h2>
      <ol className="mt-3 space-y-0.5 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded-md px-2 py-1.5 text-muted transition-colors hover:bg-surface-2 hover:text-foreground lg:-mx-2"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function SectionView({ section }: { section: LegalSection }) {
  return (
    <section
      className={clsx(
        section.important &&
          'rounded-xl border-2 border-accent/70 bg-surface p-5 sm:p-6 print:border-black print:bg-transparent',
      )}
    >
      <h2 id={section.id} className={clsx('text-xl font-bold', HEADING_ANCHOR_CLASSES)}>
        {section.title}
      </h2>
      <Blocks blocks={section.blocks} className="mt-4" />
      {section.subsections?.map((subsection) => (
        <div key={subsection.id} className="mt-8">
          <h3 id={subsection.id} className={clsx('text-lg font-semibold', HEADING_ANCHOR_CLASSES)}>
            {subsection.title}
          </h3>
          <Blocks blocks={subsection.blocks} className="mt-3" />
        </div>
      ))}
    </section>
  );
}

/**
 * Long-form layout of the legal pages: title, last-updated date, a contents list that links to every section
 * (sticky beside the text on wide screens), then the sections, with lines kept to about 70 characters.
 * Printing drops the contents and the colours, leaving black text on white.
 */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  const { t } = useTranslation('legal');
  // "Last updated <time>{date}</time>": the words around the date are the language's, the date a <time>.
  const [, before = '', after = ''] =
    /^(.*)<time>.*<\/time>(.*)$/s.exec(t('document.updated', { date: content.updated.label })) ?? [];
  return (
    <article
      aria-labelledby={TITLE_ID}
      className="mx-auto max-w-6xl px-4 py-10 text-base sm:px-6 lg:px-10 lg:py-14 print:max-w-none print:bg-white print:p-0 print:**:text-black"
    >
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-x-16">
        <header className="max-w-[70ch] lg:col-start-2 lg:row-start-1">
          <h1 id={TITLE_ID} className="text-2xl font-bold sm:text-3xl">
            {content.title}
          </h1>
          <p className="mt-3 text-sm text-muted">
            {before}
            <time dateTime={content.updated.iso}>{content.updated.label}</time>
            {after}
          </p>
          <p className="mt-1 text-sm text-muted">{t('document.translationNotice')}</p>
          <Blocks blocks={content.intro} className="mt-6" />
        </header>
        <TableOfContents sections={content.sections} />
        <div className="mt-10 max-w-[70ch] space-y-12 lg:col-start-2 lg:row-start-2 lg:mt-12">
          {content.sections.map((section) => (
            <SectionView key={section.id} section={section} />
          ))}
        </div>
      </div>
    </article>
  );
}
