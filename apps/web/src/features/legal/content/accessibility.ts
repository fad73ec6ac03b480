import type { Language } from '@mzansi/i18n/languages';
import type { TFunction } from 'i18next';
import { COMPANY_ARGS, legalUpdated } from './company';
import { rich } from './rich';
import type { LegalDocumentContent } from './types';

/** The accessibility statement in the language of `t` (the `legal-accessibility` catalogue). */
export function accessibilityContent(
  t: TFunction<'legal-accessibility'>,
  language: Language,
): LegalDocumentContent {
  return {
    title: t('title'),
    metaTitle: t('metaTitle'),
    description: t('description'),
    updated: legalUpdated(language),
    intro: [t('intro.p1')],
    sections: [
      { id: 'our-target', title: t('target.title'), blocks: [t('target.p1')] },
      {
        id: 'what-we-do',
        title: t('whatWeDo.title'),
        blocks: [
          {
            list: [
              rich(t('whatWeDo.keyboard')),
              rich(t('whatWeDo.focus')),
              rich(t('whatWeDo.captions')),
              rich(t('whatWeDo.labels')),
              rich(t('whatWeDo.motion')),
              rich(t('whatWeDo.contrast')),
              rich(t('whatWeDo.resize')),
              rich(t('whatWeDo.dataSaver')),
              rich(t('whatWeDo.language')),
            ],
          },
        ],
      },
      {
        id: 'known-limitations',
        title: t('limitations.title'),
        blocks: [{ list: [t('limitations.i1'), t('limitations.i2')] }, rich(t('limitations.p1'))],
      },
      {
        id: 'how-we-test',
        title: t('testing.title'),
        blocks: [{ list: [t('testing.i1'), t('testing.i2'), t('testing.i3')] }],
      },
      {
        id: 'feedback',
        title: t('barrier.title'),
        blocks: [
          t('barrier.p1'),
          { list: [rich(t('barrier.i1')), rich(t('barrier.i2', COMPANY_ARGS))] },
          t('barrier.p2'),
        ],
      },
      { id: 'about-this-statement', title: t('about.title'), blocks: [t('about.p1')] },
    ],
  };
}
