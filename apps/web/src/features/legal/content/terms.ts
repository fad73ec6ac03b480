import { COMPANY, email, LEGAL_UPDATED } from './company';
import type { LegalDocumentContent } from './types';

export const TERMS: LegalDocumentContent = {
  title: 'Terms of Service',
  metaTitle: 'Terms of Service',
  description:
    'The agreement between you and Mzansi Stream: accounts, the Free and Premium plans, billing, cancellation, your rights under the CPA and ECTA, and fair use.',
  updated: LEGAL_UPDATED,
  intro: [
    'These terms are the agreement between you and us for using Mzansi Stream. We have written them as plainly as we can, as the Consumer Protection Act asks. Please read them, especially the parts about billing, cancellation and our liability. If anything is unclear, ask us and we will explain.',
    [
      'By creating an account or using the service, you agree to these terms, our ',
      { link: 'Privacy Policy', to: '/privacy' },
      ' and our ',
      { link: 'Cookie Policy', to: '/cookies' },
      '.',
    ],
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        [
          'Mzansi Stream is a video streaming service run by ',
          { strong: COMPANY.legalName },
          ', a private company registered in the Republic of South Africa (“Mzansi Stream”, “we”, “us”). “You” means the person who holds the account or uses the service. “The service” means the Mzansi Stream website, web app and everything you can watch or do on them.',
        ],
        [
          'You can reach us at ',
          email(COMPANY.supportEmail),
          '. Our company registration number, VAT number and physical address for legal notices appear on every tax invoice we send, and we will give them to anyone who asks.',
        ],
      ],
    },
    {
      id: 'accounts',
      title: 'Your account',
      blocks: [
        {
          list: [
            'You must be 18 or older to create and hold an account. We may ask you to confirm your age.',
            'Give us accurate details and keep your e-mail address up to date: we use it for receipts, security alerts and notices about these terms.',
            'An account belongs to one person and cannot be sold or transferred.',
            'Keep your password to yourself. You are responsible for what happens on your account, unless it happened because we failed to protect it. If you think someone else has got in, change your password and tell us straight away.',
          ],
        },
      ],
      subsections: [
        {
          id: 'children-and-parental-controls',
          title: 'Children and parental controls',
          blocks: [
            'Children may watch under the supervision of the account holder. Every title shows its Film and Publication Board (FPB) age rating (A, PG, 7-9PG, 10-12PG, 13, 16 or 18) and the FPB consumer advice, such as violence or language. The parental controls in Settings let you limit what can play on your account by age rating.',
            'You decide what is suitable for the children in your home, and you are responsible for what they watch on your account.',
          ],
        },
      ],
    },
    {
      id: 'plans',
      title: 'Plans: Free and Premium',
      blocks: [
        {
          table: {
            caption: 'What each plan includes',
            columns: ['Included', 'Free', 'Premium'],
            rows: [
              ['Price', 'R0', 'R59 per month, including VAT'],
              ['What you can watch', 'Trailers', 'Every movie, series and documentary in the catalogue'],
              ['Picture quality', 'SD (standard definition)', 'HD (high definition) where the title has it'],
              ['Devices streaming at the same time', '1', '4'],
              ['Offline downloads', 'None', 'Up to 20 at a time'],
              ['Advertising', 'Yes, around trailers', 'No ads'],
            ],
          },
        },
        'Both plans include My List and your watch history. The quality you actually get depends on your connection and device; the Data saver setting lowers it on purpose to save mobile data.',
      ],
      subsections: [
        {
          id: 'downloads',
          title: 'Offline downloads',
          blocks: [
            'Premium lets you keep up to 20 titles downloaded at a time to watch without a connection. Some titles cannot be downloaded because of our licences. Downloads play only in Mzansi Stream, on the device and in the browser that downloaded them. Your device needs to go online from time to time so we can confirm your subscription, and downloads stop playing when Premium ends.',
          ],
        },
      ],
    },
    {
      id: 'billing',
      title: 'Billing and renewal',
      blocks: [
        {
          list: [
            'Premium costs R59 per month, including VAT at 15%. All our prices are in rands and include VAT.',
            'Premium is paid monthly in advance. We take the first payment when you subscribe, and then on the same date each month (or the last day of a shorter month) until you cancel. Your subscription renews automatically.',
            'Payments go through our payment gateway. Your card details are entered on the gateway’s secure page: we never see or store your full card number.',
            [
              'We e-mail you a tax invoice for every payment, and your payment history is on the ',
              { link: 'Manage subscription', to: '/subscription/manage' },
              ' page.',
            ],
            'If a renewal payment fails, we tell you and try again. If it is still unpaid after 7 days, your account moves to the Free plan until you pay. We never charge penalty fees.',
            'If we change the price of Premium, we will e-mail you at least 30 days before the new price applies to you. It applies from your first billing date after that notice. If you do not want to pay the new price, cancel before then.',
          ],
        },
      ],
    },
    {
      id: 'cancellation',
      title: 'Cancelling Premium',
      blocks: [
        [
          'You can cancel Premium at any time on the ',
          { link: 'Manage subscription', to: '/subscription/manage' },
          ' page. There is no cancellation fee and no notice period.',
        ],
        'When you cancel, Premium stays on until the end of the month you have already paid for, and then your account moves to the Free plan. We do not refund part-months, except under your cooling-off right below or where the law requires it. Your account, My List and watch history stay, unless you delete your account.',
      ],
    },
    {
      id: 'your-consumer-rights',
      title: 'Your rights under the CPA and ECTA',
      blocks: [
        'Nothing in these terms takes away a right you have under the Consumer Protection Act 68 of 2008 (CPA) or the Electronic Communications and Transactions Act 25 of 2002 (ECTA). Where these terms and those Acts differ, the Acts win.',
      ],
      subsections: [
        {
          id: 'cooling-off',
          title: 'Your 7-day cooling-off right',
          blocks: [
            'Section 44 of ECTA lets you cancel an online purchase of a service within 7 days of agreeing to it, without a reason and without a penalty. If you cancel Premium within 7 days of your first payment, we refund you in full within 30 days.',
            'Premium starts as soon as you subscribe, because you ask it to. Section 42(2) of ECTA says the cooling-off right does not apply to a service that began, with your consent, before the 7 days ran out. So once you have played or downloaded a Premium title, the cooling-off refund no longer applies, although you can still cancel at the end of the month.',
            [
              'To use your cooling-off right, cancel on the ',
              { link: 'Manage subscription', to: '/subscription/manage' },
              ' page and e-mail ',
              email(COMPANY.supportEmail),
              ' from your account’s e-mail address within the 7 days, with “Cooling-off” in the subject line.',
            ],
          ],
        },
        {
          id: 'quality-of-service',
          title: 'Quality of service',
          blocks: [
            'Section 54 of the CPA gives you the right to a service performed with the care, skill and quality that people are generally entitled to expect. If Premium does not work as it should and we cannot fix it within a reasonable time, tell us and we will refund a fair part of what you paid for that period.',
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Using the service fairly',
      blocks: [
        'Mzansi Stream is for personal, non-commercial viewing by you and the people who live with you. When you use it, you agree that you will not:',
        {
          list: [
            'share your password or account with people outside your household, or go beyond your plan’s device limit (1 device streaming at a time on Free, 4 on Premium);',
            'sell, rent out or charge for access to your account;',
            'show titles in public or to paying audiences, for example in a bar, shebeen, restaurant, taxi, school hall or at an event (that needs a public performance licence we do not give);',
            'copy, record, rip, re-stream or redistribute any title or trailer;',
            'get around our content protection, for example the signed, device-bound playback links, the download limits, or the areas where a title is licensed;',
            'scrape, crawl or harvest the service or its data with bots or other automated tools (search engines may index our public pages as our robots.txt allows);',
            'reverse engineer the service, except as far as the law allows you to, or try to overload it, break into it or test its security without our written permission;',
            'upload, post or send anything unlawful, hateful, defamatory or harmful, or anything that infringes someone else’s rights.',
          ],
        },
        [
          'Found a security problem? Please tell us privately at ',
          email(COMPANY.supportEmail),
          ' before telling anyone else. We will work with you to fix it.',
        ],
      ],
    },
    {
      id: 'content',
      title: 'Content and availability',
      blocks: [
        {
          list: [
            'The titles on Mzansi Stream belong to us or to the people who license them to us. While your account is in good standing, we give you a personal, non-exclusive, non-transferable licence to watch them as these terms allow. You get no other rights in them.',
            'The catalogue changes. Titles arrive and leave as licences start and end. Where we can, we say so on a title’s page before it leaves.',
            'Some titles are licensed for South Africa only, so they may not play when you are abroad.',
            'We aim to keep the service running around the clock, but it may sometimes be unavailable for maintenance, because of a fault, or because of events outside our control such as load-shedding or network outages. We announce planned maintenance in advance where we can.',
            'We may change, add or remove features. If a change takes away something important you pay for, we will tell you in advance and you may cancel.',
          ],
        },
      ],
    },
    {
      id: 'creator-uploads',
      title: 'Creator uploads',
      blocks: [
        'Accounts with the creator role can upload videos and their details (title, description, artwork, age rating and captions). You keep ownership of what you upload.',
        'By uploading, you give us a non-exclusive, royalty-free licence to host, store, convert, stream, display and promote your upload on Mzansi Stream (including artwork, previews and trailers made from it) for as long as it is on the service. The licence ends when you delete the upload, except that copies may remain in our backups for up to 30 days, and viewers’ downloads keep playing until they expire.',
        'When you upload, you promise that:',
        {
          list: [
            'you own the upload or have every permission it needs, including for music, footage, artwork, and from the people who appear in it;',
            'it does not infringe copyright (the Copyright Act 98 of 1978) or anyone else’s rights, and is not otherwise unlawful;',
            'the age rating and consumer advice you give are honest and follow the FPB’s classification guidelines, and the captions you provide match what is said.',
          ],
        },
        'If someone makes a claim against us because an upload broke these promises, you agree to cover our reasonable costs of that claim, as far as the law allows. We review uploads and may decline, reclassify or remove any upload that breaks these terms or the law.',
        [
          'If you believe something on Mzansi Stream infringes your rights, send a take-down notice with the details listed in section 77 of ECTA to ',
          email(COMPANY.supportEmail),
          '. We act on complete notices promptly.',
        ],
        'Payments to creators, where they apply, are covered by a separate agreement.',
      ],
    },
    {
      id: 'termination',
      title: 'Suspension and termination',
      blocks: [
        'You can delete your account at any time with Delete account in Settings. If you have Premium, it ends immediately; refunds follow the cancellation and cooling-off sections above.',
        'We may suspend or close your account if you seriously or repeatedly break these terms, for example by sharing it outside your household, getting around content protection, paying fraudulently or uploading unlawful content, or if the law requires us to. Unless the matter is urgent (fraud, security or a legal order), we will first tell you what is wrong and give you a reasonable chance to put it right.',
        'If we close your account for a reason other than your breach of these terms, we refund the unused part of any Premium period. If we ever stop offering Mzansi Stream, we will give you at least 30 days’ notice and refund any unused part of a Premium period.',
      ],
    },
    {
      id: 'liability',
      title: 'Our liability to you',
      important: true,
      blocks: [
        {
          note: 'Please read this section carefully. It limits our responsibility to you, as far as the Consumer Protection Act allows.',
        },
        {
          list: [
            'We provide the service with reasonable care and skill. Apart from that, and from the rights the CPA gives you, we provide it as it is and as available.',
            'We are not responsible for loss or damage we did not cause, or for events outside our reasonable control, such as load-shedding, failures of your internet provider or of networks we do not run, natural disasters or government action.',
            'We are not responsible for indirect or consequential loss, such as lost income or profit.',
            'Where we are responsible to you, our total liability for all claims is limited to the greater of what you paid us in the 12 months before the event that caused the loss, and R1\u00a0000.',
            'None of this limits our liability for death or injury caused by our negligence, for loss caused by our gross negligence or wilful misconduct, or for anything else the law does not allow us to limit.',
          ],
        },
      ],
    },
    {
      id: 'law-and-disputes',
      title: 'Law and disputes',
      blocks: [
        'These terms are governed by the law of the Republic of South Africa.',
        [
          'If you have a complaint, please talk to us first at ',
          email(COMPANY.supportEmail),
          '. We reply within 5 working days and try to resolve every complaint within 20 working days.',
        ],
        [
          'If we cannot resolve it, you may take it to the Consumer Goods and Services Ombud (',
          { link: 'cgso.org.za', to: 'https://www.cgso.org.za' },
          '), the National Consumer Commission (',
          { link: 'thencc.org.za', to: 'https://thencc.org.za' },
          '), or a South African court that has jurisdiction, including the Small Claims Court for claims within its limit.',
        ],
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        'We may update these terms when the service or the law changes. If a change matters to you, such as a higher price, a new limit or fewer rights, we will e-mail you and show a notice in the app at least 30 days before it applies. If you do not agree, you may cancel before then without any penalty. For small changes, such as fixing wording, we update the date at the top of this page.',
        'Previous versions of these terms are available from us on request.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        {
          list: [
            ['Support, billing and legal notices: ', email(COMPANY.supportEmail)],
            ['Privacy and your personal information: ', email(COMPANY.privacyEmail)],
            [
              'Ideas, problems and praise: our ',
              { link: 'feedback form', to: '/feedback' },
              ' (we read every message)',
            ],
          ],
        },
      ],
    },
  ],
};
