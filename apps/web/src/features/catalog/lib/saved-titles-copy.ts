/** The words of SavedTitles (components/saved-titles.tsx), in one place. */
export const SAVED_TITLES_COPY = {
  title: 'Showing titles saved on this device',
  description: "We couldn't reach Mzansi Stream, so this is the catalogue from your last visit.",
  retry: 'Try again',
} as const;
