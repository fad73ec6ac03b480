/**
 * The legal pages as typed data, so the words can be reviewed and edited without touching layout code. The words
 * live in the catalogues (`legal-terms`, `legal-privacy`, `legal-cookies`, `legal-accessibility`, one per document,
 * in every language); content/*.ts builds each document's structure from them (`rich` turns the tags of a message
 * into links, emphasis and code).
 *
 * A block is a paragraph (a string, or an array of inline pieces when it holds links or emphasis), a bulleted list,
 * a table whose first column names each row, a set of lines (an address) or a highlighted note.
 */
export type Inline =
  | string
  /** `to` is an app path ("/privacy"), an in-page anchor ("#billing"), or a mailto:/https: address */
  | { link: string; to: string }
  | { strong: string }
  | { code: string };

export type RichText = string | Inline[];

export interface TableBlock {
  caption: string;
  columns: string[];
  rows: RichText[][];
}

export type Block =
  RichText | { list: RichText[] } | { table: TableBlock } | { lines: RichText[] } | { note: RichText };

export interface LegalSubsection {
  /** the anchor in the page; unique within the document */
  id: string;
  title: string;
  blocks: Block[];
}

export interface LegalSection extends LegalSubsection {
  /** drawn as a highlighted panel: terms that limit your rights must stand out (CPA s49) */
  important?: boolean;
  subsections?: LegalSubsection[];
}

export interface LegalDocumentContent {
  /** the page's single h1 */
  title: string;
  /** document title and meta description (usePageMeta) */
  metaTitle: string;
  description: string;
  /** shown under the title as "Last updated …" */
  updated: { iso: string; label: string };
  intro: Block[];
  sections: LegalSection[];
}
