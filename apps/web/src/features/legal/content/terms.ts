import type { Language } from '@mzansi/i18n/languages';
import type { TFunction } from 'i18next';
import { COMPANY_ARGS, legalUpdated } from './company';
import { rich } from './rich';
import type { LegalDocumentContent } from './types';

/** The Terms of Service in the language of `t` (the `legal-terms` catalogue). */
export function termsContent(t: TFunction<'legal-terms'>, language: Language): LegalDocumentContent {
  return {
    title: t('title'),
    metaTitle: t('metaTitle'),
    description: t('description'),
    updated: legalUpdated(language),
    intro: [t('intro.p1'), rich(t('intro.p2'))],
    sections: [
      {
        id: 'who-we-are',
        title: t('whoWeAre.title'),
        blocks: [rich(t('whoWeAre.p1', COMPANY_ARGS)), rich(t('whoWeAre.p2', COMPANY_ARGS))],
      },
      {
        id: 'accounts',
        title: t('accounts.title'),
        blocks: [{ list: [t('accounts.i1'), t('accounts.i2'), t('accounts.i3'), t('accounts.i4')] }],
        subsections: [
          {
            id: 'children-and-parental-controls',
            title: t('children.title'),
            blocks: [t('children.p1'), t('children.p2')],
          },
        ],
      },
      {
        id: 'plans',
        title: t('plans.title'),
        blocks: [
          {
            table: {
              caption: t('plans.table.caption'),
              columns: [t('plans.table.included'), t('plans.table.free'), t('plans.table.premium')],
              rows: [
                [t('plans.table.price'), t('plans.table.priceFree'), t('plans.table.pricePremium')],
                [t('plans.table.watch'), t('plans.table.watchFree'), t('plans.table.watchPremium')],
                [t('plans.table.quality'), t('plans.table.qualityFree'), t('plans.table.qualityPremium')],
                [t('plans.table.devices'), t('plans.table.devicesFree'), t('plans.table.devicesPremium')],
                [
                  t('plans.table.downloads'),
                  t('plans.table.downloadsFree'),
                  t('plans.table.downloadsPremium'),
                ],
                [t('plans.table.ads'), t('plans.table.adsFree'), t('plans.table.adsPremium')],
              ],
            },
          },
          t('plans.p1'),
        ],
        subsections: [
          { id: 'ads', title: t('plans.table.ads'), blocks: [t('plans.p2')] },
          { id: 'downloads', title: t('downloads.title'), blocks: [t('downloads.p1')] },
        ],
      },
      {
        id: 'billing',
        title: t('billing.title'),
        blocks: [
          {
            list: [
              t('billing.i1'),
              t('billing.i2'),
              t('billing.i3'),
              rich(t('billing.i4')),
              t('billing.i5'),
              t('billing.i6'),
            ],
          },
        ],
      },
      {
        id: 'cancellation',
        title: t('cancellation.title'),
        blocks: [rich(t('cancellation.p1')), t('cancellation.p2')],
      },
      {
        id: 'your-consumer-rights',
        title: t('rights.title'),
        blocks: [t('rights.p1')],
        subsections: [
          {
            id: 'cooling-off',
            title: t('coolingOff.title'),
            blocks: [t('coolingOff.p1'), t('coolingOff.p2'), rich(t('coolingOff.p3', COMPANY_ARGS))],
          },
          { id: 'quality-of-service', title: t('quality.title'), blocks: [t('quality.p1')] },
        ],
      },
      {
        id: 'acceptable-use',
        title: t('fairUse.title'),
        blocks: [
          t('fairUse.p1'),
          {
            list: [
              t('fairUse.i1'),
              t('fairUse.i2'),
              t('fairUse.i3'),
              t('fairUse.i4'),
              t('fairUse.i5'),
              t('fairUse.i6'),
              t('fairUse.i7'),
              t('fairUse.i8'),
            ],
          },
          rich(t('fairUse.p2', COMPANY_ARGS)),
        ],
      },
      {
        id: 'content',
        title: t('content.title'),
        blocks: [
          { list: [t('content.i1'), t('content.i2'), t('content.i3'), t('content.i4'), t('content.i5')] },
        ],
      },
      {
        id: 'creator-uploads',
        title: t('uploads.title'),
        blocks: [
          t('uploads.p1'),
          t('uploads.p2'),
          t('uploads.p3'),
          { list: [t('uploads.i1'), t('uploads.i2'), t('uploads.i3')] },
          t('uploads.p4'),
          rich(t('uploads.p5', COMPANY_ARGS)),
          t('uploads.p6'),
        ],
      },
      {
        id: 'termination',
        title: t('termination.title'),
        blocks: [t('termination.p1'), t('termination.p2'), t('termination.p3')],
      },
      {
        id: 'liability',
        title: t('liability.title'),
        important: true,
        blocks: [
          { note: t('liability.note') },
          {
            list: [
              t('liability.i1'),
              t('liability.i2'),
              t('liability.i3'),
              t('liability.i4'),
              t('liability.i5'),
            ],
          },
        ],
      },
      {
        id: 'law-and-disputes',
        title: t('law.title'),
        blocks: [t('law.p1'), rich(t('law.p2', COMPANY_ARGS)), rich(t('law.p3'))],
      },
      { id: 'changes', title: t('changes.title'), blocks: [t('changes.p1'), t('changes.p2')] },
      {
        id: 'contact',
        title: t('contact.title'),
        blocks: [
          {
            list: [
              rich(t('contact.i1', COMPANY_ARGS)),
              rich(t('contact.i2', COMPANY_ARGS)),
              rich(t('contact.i3')),
            ],
          },
        ],
      },
    ],
  };
}
