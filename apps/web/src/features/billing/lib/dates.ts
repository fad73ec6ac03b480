/** The app's dates: "22 Nov 2026" in English, each language's own short form otherwise (@mzansi/i18n/format). */
export const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
