import type { Language } from '@mzansi/i18n/languages';
import type { TFunction } from 'i18next';
import { COMPANY_ARGS, legalUpdated } from './company';
import { rich } from './rich';
import type { LegalDocumentContent, RichText } from './types';

/** A storage key, drawn as code (the same in every language). */
function key(name: string): RichText {
  return [{ code: name }];
}

/**
 * The Cookie Policy in the language of `t` (the `legal-cookies` catalogue). Every cookie and storage key named here
 * must match what the app and server really set: the content tests check the local storage keys against
 * `STORAGE_KEYS` in `@/lib/storage`.
 */
export function cookiesContent(t: TFunction<'legal-cookies'>, language: Language): LegalDocumentContent {
  const signOut = t('storage.table.signOut');
  return {
    title: t('title'),
    metaTitle: t('metaTitle'),
    description: t('description'),
    updated: legalUpdated(language),
    intro: [t('intro.p1')],
    sections: [
      {
        id: 'short-version',
        title: t('short.title'),
        blocks: [{ list: [t('short.i1'), t('short.i2'), t('short.i3')] }],
      },
      {
        id: 'cookies-we-set',
        title: t('cookies.title'),
        blocks: [
          t('cookies.p1'),
          {
            table: {
              caption: t('cookies.table.caption'),
              columns: [t('cookies.table.name'), t('cookies.table.what'), t('cookies.table.howLong')],
              rows: [
                [
                  rich(t('cookies.table.session')),
                  t('cookies.table.sessionWhat'),
                  t('cookies.table.sessionHowLong'),
                ],
                [
                  rich(t('cookies.table.device')),
                  t('cookies.table.deviceWhat'),
                  t('cookies.table.deviceHowLong'),
                ],
                [
                  rich(t('cookies.table.language')),
                  t('cookies.table.languageWhat'),
                  t('cookies.table.languageHowLong'),
                ],
                [
                  rich(t('cookies.table.profile')),
                  t('cookies.table.profileWhat'),
                  t('cookies.table.profileHowLong'),
                ],
                [
                  rich(t('cookies.table.google')),
                  t('cookies.table.googleWhat'),
                  t('cookies.table.googleHowLong'),
                ],
              ],
            },
          },
          t('cookies.p2'),
        ],
      },
      {
        id: 'local-storage',
        title: t('storage.title'),
        blocks: [
          t('storage.p1'),
          {
            table: {
              caption: t('storage.table.caption'),
              columns: [t('storage.table.key'), t('storage.table.what'), t('storage.table.when')],
              rows: [
                [key('mzansi:theme'), t('storage.table.theme'), t('storage.table.themeWhen')],
                [key('mzansi:data-saver'), t('storage.table.dataSaver'), t('storage.table.dataSaverWhen')],
                [key('mzansi:data-usage'), t('storage.table.dataUsage'), t('storage.table.dataUsageWhen')],
                [
                  key('mzansi:downloads-wifi-only'),
                  t('storage.table.wifiOnly'),
                  t('storage.table.wifiOnlyWhen'),
                ],
                [key('mzansi:player'), t('storage.table.player'), t('storage.table.playerWhen')],
                [key('mzansi:player-tracks'), t('storage.table.tracks'), signOut],
                [key('mzansi:uploads'), t('storage.table.uploads'), t('storage.table.uploadsWhen')],
                [key('mzansi:videos-public'), t('storage.table.videos'), t('storage.table.videosWhen')],
                [key('mzansi:auth'), t('storage.table.auth'), signOut],
                [key('mzansi:route_behavior'), t('storage.table.routes'), signOut],
                [key('authRedirectUrl'), t('storage.table.redirect'), t('storage.table.redirectWhen')],
              ],
            },
          },
        ],
      },
      {
        id: 'downloads',
        title: t('offline.title'),
        blocks: [rich(t('offline.p1')), rich(t('offline.p2')), t('offline.p3')],
      },
      {
        id: 'what-we-do-not-use',
        title: t('notUsed.title'),
        blocks: [
          { list: [rich(t('notUsed.i1')), t('notUsed.i2'), t('notUsed.i3'), t('notUsed.i4')] },
          t('notUsed.p1'),
        ],
      },
      {
        id: 'clearing',
        title: t('clearing.title'),
        blocks: [
          t('clearing.p1'),
          t('clearing.p2'),
          {
            list: [
              rich(t('clearing.chrome')),
              rich(t('clearing.firefox')),
              rich(t('clearing.safariIos')),
              rich(t('clearing.safariMac')),
            ],
          },
          t('clearing.p3'),
        ],
      },
      {
        id: 'blocking',
        title: t('blocking.title'),
        blocks: [t('blocking.p1'), { list: [t('blocking.i1'), t('blocking.i2'), t('blocking.i3')] }],
      },
      { id: 'contact', title: t('contact.title'), blocks: [rich(t('contact.p1', COMPANY_ARGS))] },
    ],
  };
}
