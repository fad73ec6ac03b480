import { UNCONFIRMED_ACCOUNT_DAYS } from '@mzansi/contracts/constants';
import type { Language } from '@mzansi/i18n/languages';
import type { TFunction } from 'i18next';
import { COMPANY_ARGS, legalUpdated } from './company';
import { rich } from './rich';
import type { LegalDocumentContent } from './types';

/** Changed on its own: unconfirmed sign-ups are deleted after a week. */
const PRIVACY_UPDATED_ISO = '2026-11-25';

/** The regulator's official name and address, the same in every language. */
const REGULATOR = {
  name: 'Information Regulator (South Africa)',
  address: 'Woodmead North Office Park, 54 Maxwell Drive, Woodmead, Johannesburg, 2191',
};

/** The Privacy Policy in the language of `t` (the `legal-privacy` catalogue). */
export function privacyContent(t: TFunction<'legal-privacy'>, language: Language): LegalDocumentContent {
  return {
    title: t('title'),
    metaTitle: t('metaTitle'),
    description: t('description'),
    updated: legalUpdated(language, PRIVACY_UPDATED_ISO),
    intro: [t('intro.p1'), { note: t('intro.note') }],
    sections: [
      {
        id: 'responsible-party',
        title: t('responsible.title'),
        blocks: [
          rich(t('responsible.p1', COMPANY_ARGS)),
          rich(t('responsible.p2', COMPANY_ARGS)),
          t('responsible.p3'),
        ],
      },
      {
        id: 'what-we-collect',
        title: t('collect.title'),
        blocks: [t('collect.p1')],
        subsections: [
          { id: 'collect-account', title: t('collect.account.title'), blocks: [t('collect.account.p1')] },
          { id: 'collect-profile', title: t('collect.profile.title'), blocks: [t('collect.profile.p1')] },
          { id: 'collect-viewing', title: t('collect.viewing.title'), blocks: [t('collect.viewing.p1')] },
          { id: 'collect-device', title: t('collect.device.title'), blocks: [rich(t('collect.device.p1'))] },
          { id: 'collect-payments', title: t('collect.payments.title'), blocks: [t('collect.payments.p1')] },
          {
            id: 'collect-ads',
            title: t('collect.ads.title'),
            blocks: [rich(t('collect.ads.p1')), t('collect.ads.p2')],
          },
          {
            id: 'collect-messages',
            title: t('collect.messages.title'),
            blocks: [t('collect.messages.p1'), t('collect.messages.p2')],
          },
        ],
      },
      {
        id: 'why-we-use-it',
        title: t('purposes.title'),
        blocks: [
          t('purposes.p1'),
          {
            list: [
              t('purposes.i1'),
              t('purposes.i2'),
              t('purposes.i3'),
              t('purposes.i4'),
              t('purposes.i5'),
              t('purposes.i6'),
              t('purposes.i7'),
              t('purposes.i8'),
              t('purposes.i9'),
            ],
          },
          t('purposes.p2'),
        ],
      },
      {
        id: 'lawful-basis',
        title: t('basis.title'),
        blocks: [
          t('basis.p1'),
          {
            table: {
              caption: t('basis.table.caption'),
              columns: [t('basis.table.what'), t('basis.table.basis')],
              rows: [
                [t('basis.table.contractWhat'), t('basis.table.contractBasis')],
                [t('basis.table.lawWhat'), t('basis.table.lawBasis')],
                [t('basis.table.interestsWhat'), t('basis.table.interestsBasis')],
                [t('basis.table.consentWhat'), t('basis.table.consentBasis')],
              ],
            },
          },
        ],
        subsections: [
          {
            id: 'conditions',
            title: t('conditions.title'),
            blocks: [
              t('conditions.p1'),
              {
                list: [
                  rich(t('conditions.i1')),
                  rich(t('conditions.i2')),
                  rich(t('conditions.i3')),
                  rich(t('conditions.i4')),
                  rich(t('conditions.i5')),
                  rich(t('conditions.i6')),
                  rich(t('conditions.i7')),
                  rich(t('conditions.i8')),
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'retention',
        title: t('retention.title'),
        blocks: [
          {
            table: {
              caption: t('retention.table.caption'),
              columns: [t('retention.table.information'), t('retention.table.howLong')],
              rows: [
                [t('retention.table.account'), t('retention.table.accountPeriod')],
                [
                  t('retention.table.unconfirmed'),
                  t('retention.table.unconfirmedPeriod', { days: UNCONFIRMED_ACCOUNT_DAYS }),
                ],
                [t('retention.table.viewing'), t('retention.table.viewingPeriod')],
                [t('retention.table.payments'), t('retention.table.paymentsPeriod')],
                [t('retention.table.sessions'), t('retention.table.sessionsPeriod')],
                [t('retention.table.logs'), t('retention.table.logsPeriod')],
                [t('retention.table.errorReports'), t('retention.table.errorReportsPeriod')],
                [t('retention.table.feedback'), t('retention.table.feedbackPeriod')],
                [t('retention.table.uploads'), t('retention.table.uploadsPeriod')],
                [t('retention.table.ads'), t('retention.table.adsPeriod')],
                [t('retention.table.backups'), t('retention.table.backupsPeriod')],
              ],
            },
          },
          t('retention.p1'),
        ],
      },
      {
        id: 'sharing',
        title: t('sharing.title'),
        blocks: [
          rich(t('sharing.p1')),
          t('sharing.p2'),
          {
            list: [
              rich(t('sharing.i1')),
              rich(t('sharing.i2')),
              rich(t('sharing.i3')),
              rich(t('sharing.i4')),
              rich(t('sharing.i5')),
              rich(t('sharing.i6')),
            ],
          },
          t('sharing.p3'),
        ],
      },
      {
        id: 'cross-border',
        title: t('crossBorder.title'),
        blocks: [
          t('crossBorder.p1'),
          { list: [t('crossBorder.i1'), t('crossBorder.i2'), t('crossBorder.i3')] },
          t('crossBorder.p2'),
        ],
      },
      {
        id: 'security',
        title: t('security.title'),
        blocks: [
          t('security.p1'),
          {
            list: [
              t('security.i1'),
              t('security.i2'),
              t('security.i3'),
              t('security.i4'),
              t('security.i5'),
              t('security.i6'),
              t('security.i7'),
            ],
          },
          t('security.p2'),
        ],
      },
      {
        id: 'your-rights',
        title: t('rights.title'),
        blocks: [t('rights.p1')],
        subsections: [
          {
            id: 'right-of-access',
            title: t('rights.access.title'),
            blocks: [t('rights.access.p1'), t('rights.access.p2')],
          },
          {
            id: 'right-to-correct-or-delete',
            title: t('rights.correct.title'),
            blocks: [
              t('rights.correct.p1'),
              { list: [rich(t('rights.correct.i1')), rich(t('rights.correct.i2')), t('rights.correct.i3')] },
            ],
          },
          {
            id: 'right-to-object',
            title: t('rights.object.title'),
            blocks: [t('rights.object.p1'), t('rights.object.p2')],
          },
          {
            id: 'making-a-request',
            title: t('rights.request.title'),
            blocks: [rich(t('rights.request.p1', COMPANY_ARGS)), t('rights.request.p2')],
          },
        ],
      },
      {
        id: 'direct-marketing',
        title: t('marketing.title'),
        blocks: [t('marketing.p1'), t('marketing.p2')],
      },
      { id: 'children', title: t('children.title'), blocks: [t('children.p1'), t('children.p2')] },
      { id: 'cookies', title: t('cookies.title'), blocks: [rich(t('cookies.p1'))] },
      {
        id: 'complaints',
        title: t('complaints.title'),
        blocks: [
          rich(t('complaints.p1', COMPANY_ARGS)),
          t('complaints.p2'),
          {
            lines: [
              REGULATOR.name,
              REGULATOR.address,
              t('complaints.telephone'),
              rich(t('complaints.enquiries')),
              rich(t('complaints.popiaComplaints')),
              rich(t('complaints.website')),
            ],
          },
        ],
      },
      { id: 'changes', title: t('changes.title'), blocks: [t('changes.p1')] },
      {
        id: 'contact',
        title: t('contact.title'),
        blocks: [{ list: [rich(t('contact.i1', COMPANY_ARGS)), rich(t('contact.i2', COMPANY_ARGS))] }],
      },
    ],
  };
}
