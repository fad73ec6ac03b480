import { UNCONFIRMED_ACCOUNT_DAYS } from '@mzansi/contracts/constants';
import { COMPANY, email } from './company';
import type { LegalDocumentContent } from './types';

export const PRIVACY: LegalDocumentContent = {
  title: 'Privacy Policy',
  metaTitle: 'Privacy Policy',
  description:
    'What personal information Mzansi Stream collects, why, how long we keep it, who we share it with, and your rights under POPIA.',
  // Changed on its own: unconfirmed sign-ups are deleted after a week.
  updated: { iso: '2026-11-25', label: '25 November 2026' },
  intro: [
    'This policy explains what personal information we collect when you use Mzansi Stream, why we need it, and what you can do about it. We process personal information as the Protection of Personal Information Act 4 of 2013 (POPIA) requires. It takes effect on 1 November 2026.',
    {
      note: 'In short: we collect what we need to run your account and play your titles. We do not sell your personal information or share it with advertisers. We never see your card number. You can download or delete your data yourself in Settings.',
    },
  ],
  sections: [
    {
      id: 'responsible-party',
      title: 'Who is responsible for your information',
      blocks: [
        [
          { strong: COMPANY.legalName },
          ', a private company registered in the Republic of South Africa, is the responsible party (as POPIA calls it) for the personal information processed through Mzansi Stream. That means we decide why and how it is processed, and we answer to you for it.',
        ],
        [
          'Our Information Officer, registered with the Information Regulator, makes sure we follow POPIA and handles your requests and complaints. Contact the Information Officer at ',
          email(COMPANY.privacyEmail),
          '.',
        ],
        'Our manual under the Promotion of Access to Information Act 2 of 2000 (PAIA) explains which records we hold and how to ask for them. The Information Officer will send you a copy on request.',
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      blocks: [
        'We collect personal information from you directly, from your use of the service, and, if you choose to sign in with Google, from Google.',
      ],
      subsections: [
        {
          id: 'collect-account',
          title: 'Account details',
          blocks: [
            'Your e-mail address, your username, confirmation that you are 18 or older, whether you have verified your e-mail address, your plan and your account roles (viewer, creator, moderator or administrator). We store your password only as a one-way argon2id hash, never the password itself. If you sign in with Google, we receive your name, e-mail address, Google account identifier and sign-in tokens (which we store encrypted), but never your Google password.',
          ],
        },
        {
          id: 'collect-profile',
          title: 'Profile details you choose to add',
          blocks: [
            'A display name, photo, short bio, website and location. All of these are optional, and you can change or remove them at any time on your profile page.',
          ],
        },
        {
          id: 'collect-viewing',
          title: 'Viewing activity',
          blocks: [
            'What you watch, when, and how far you got (so you can resume), your My List, your ratings, your searches and which titles you have downloaded to which device.',
          ],
        },
        {
          id: 'collect-device',
          title: 'Device and session data',
          blocks: [
            [
              'Your sign-in sessions (when they started and end, your IP address and your browser’s name and version), a random device identifier kept in the ',
              { code: 'mz_device' },
              ' cookie, how many streams are playing on your account, the picture quality delivered, error reports from the app with passwords, tokens and other secrets removed, and a record of important account activity, such as changes to your plan or roles. Our servers also keep short technical logs of requests (time, address requested, result and IP address).',
            ],
          ],
        },
        {
          id: 'collect-payments',
          title: 'Payment references',
          blocks: [
            'Your subscription status and dates, the amounts you paid, your tax invoices, and the reference and subscription token that our payment gateway gives us. Where the gateway provides them, we also keep the card type and last four digits so you can recognise the card. Your full card details are entered on, and handled by, the payment gateway. We never see or store them.',
          ],
        },
        {
          id: 'collect-messages',
          title: 'Messages and uploads',
          blocks: [
            'What you send us through the feedback form or by e-mail, the e-mail address you give for a reply, and the page you were on when you opened the form. If you are signed in, we link your feedback to your account. If you are a creator, the videos and details you upload and the information about your rights in them.',
            'We do not ask for special personal information, such as your race, religion, health or biometric information, and we do not ask for your ID number.',
          ],
        },
      ],
    },
    {
      id: 'why-we-use-it',
      title: 'Why we use it',
      blocks: [
        'We use your personal information only for these purposes:',
        {
          list: [
            'to create and run your account, sign you in and keep you signed in;',
            'to play titles, remember where you stopped, keep My List and your history, and suggest titles you may like;',
            'to apply your plan: picture quality, the number of devices streaming at once and your downloads;',
            'to bill you for Premium, send tax invoices and keep financial records;',
            'to keep the service and your account secure, and to prevent fraud, account sharing beyond the plan limits and copying of titles;',
            'to answer your messages and fix the problems you report;',
            'to understand, in aggregate, how the service is used so that we can improve it;',
            'to meet our legal obligations, such as tax law and valid orders from courts or regulators;',
            'to send you news and offers, but only if you have agreed to receive them.',
          ],
        },
        'We do not use your information for a purpose that is not compatible with these, unless you agree or the law allows it (POPIA section 15).',
      ],
    },
    {
      id: 'lawful-basis',
      title: 'Our legal basis',
      blocks: [
        'POPIA section 11(1) allows processing only on certain grounds. These are the ones we rely on:',
        {
          table: {
            caption: 'Why we may process your information',
            columns: ['What we do', 'Legal basis under POPIA'],
            rows: [
              [
                'Running your account, playing titles, applying your plan, billing Premium, answering support requests',
                'Necessary to conclude or perform our contract with you (s11(1)(b))',
              ],
              ['Keeping tax invoices and financial records', 'Required by law (s11(1)(c))'],
              [
                'Security, fraud prevention, device-bound playback links, enforcing the device limits, improving the service',
                'Our legitimate interests, and those of the people who license titles to us (s11(1)(f)), which you may object to',
              ],
              [
                'News and offers by e-mail, signing in with Google, optional profile details',
                'Your consent (s11(1)(a)), which you may withdraw at any time',
              ],
            ],
          },
        },
      ],
      subsections: [
        {
          id: 'conditions',
          title: 'The eight conditions we follow',
          blocks: [
            'POPIA sets eight conditions for lawful processing. This is how we meet them:',
            {
              list: [
                [
                  { strong: 'Accountability (s8): ' },
                  'our Information Officer oversees how we handle personal information.',
                ],
                [
                  { strong: 'Processing limitation (s9–12): ' },
                  'we collect only what we need, on a lawful basis, and mostly from you directly.',
                ],
                [
                  { strong: 'Purpose specification (s13–14): ' },
                  'we collect for the purposes above and keep information only as long as the retention table below allows.',
                ],
                [
                  { strong: 'Further processing limitation (s15): ' },
                  'we do not reuse your information for unrelated purposes.',
                ],
                [
                  { strong: 'Information quality (s16): ' },
                  'you can correct your details on your profile page and in Settings at any time.',
                ],
                [{ strong: 'Openness (s17–18): ' }, 'this policy and our PAIA manual tell you what we do.'],
                [{ strong: 'Security safeguards (s19–22): ' }, 'see how we protect your information below.'],
                [
                  { strong: 'Data subject participation (s23–25): ' },
                  'you can see, download, correct and delete your information.',
                ],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          table: {
            caption: 'Retention periods',
            columns: ['Information', 'How long we keep it'],
            rows: [
              [
                'Account and profile details',
                'While your account is open. Deleted as soon as you delete your account, and from our backups within 30 days.',
              ],
              [
                'A sign-up whose e-mail address was never confirmed',
                `${UNCONFIRMED_ACCOUNT_DAYS} days, then the account is deleted and the address can sign up again.`,
              ],
              ['Viewing history, My List and ratings', 'Until you delete them or your account.'],
              [
                'Tax invoices and payment records',
                '5 years, as South African tax law requires (Tax Administration Act 28 of 2011 and Value-Added Tax Act 89 of 1991), even after you delete your account.',
              ],
              [
                'Sign-in sessions',
                'Until you sign out or the session expires; records of ended sessions for 90 days, for security.',
              ],
              ['Technical logs and error reports', '90 days.'],
              ['Feedback and support messages', '2 years after we last replied, then deleted.'],
              [
                'Creator uploads',
                'While they are published. Deleted within 30 days after you delete them, unless a legal claim requires us to keep them longer.',
              ],
              ['Backups', 'Overwritten within 30 days, so deleted information leaves them within that time.'],
            ],
          },
        },
        'After these periods we delete the information or anonymise it so that it can no longer identify you.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        [
          {
            strong:
              'We do not sell or rent your personal information, and we do not share it with advertisers.',
          },
          ' Adverts on the Free plan are chosen by the title you are watching, not by a profile of you.',
        ],
        'We share personal information only with:',
        {
          list: [
            [
              { strong: 'Our payment gateway' },
              ', which processes your card and subscription payments. It is certified under the card industry’s security standard (PCI DSS).',
            ],
            [
              { strong: 'Our e-mail provider' },
              ', which delivers account e-mails, receipts and, if you asked for them, newsletters.',
            ],
            [
              { strong: 'Our hosting and storage providers' },
              ', which run the servers and store the data and videos on our behalf.',
            ],
            [
              { strong: 'Google' },
              ', only if you choose to sign in with Google. Google handles that sign-in under its own privacy policy.',
            ],
            [
              { strong: 'Authorities' },
              ', when the law requires it, for example a valid court order or a request from SARS. We check every request and disclose only what is required.',
            ],
            [
              { strong: 'A buyer of our business' },
              ', if Mzansi Stream is ever sold or merged. The buyer must keep to this policy, and we will tell you before your information moves.',
            ],
          ],
        },
        'Our service providers are operators under POPIA (sections 20 and 21). They process your information only on our instructions, under written contracts that require them to keep it confidential and secure.',
      ],
    },
    {
      id: 'cross-border',
      title: 'Information sent outside South Africa',
      blocks: [
        'We host the service in South Africa where we can. Some of our operators, such as our e-mail provider, may store or process information in other countries. Section 72 of POPIA allows this only when:',
        {
          list: [
            'the recipient is bound by a law, binding corporate rules or a binding agreement that protects your information substantially as well as POPIA does; or',
            'the transfer is necessary to perform our contract with you; or',
            'you have agreed to it.',
          ],
        },
        'We transfer personal information across the border only on one of these grounds, and we will tell you which countries are involved if you ask.',
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      blocks: [
        'Section 19 of POPIA requires us to take appropriate, reasonable technical and organisational measures to protect your information. Ours include:',
        {
          list: [
            'encryption (HTTPS) for everything between your device and our servers;',
            'passwords stored only as salted argon2id hashes;',
            'sign-in tokens kept in httpOnly cookies that scripts on the page cannot read, never in your browser’s local storage;',
            'playback links that are signed, expire after an hour and work only in the browser they were issued to;',
            'role-based access, so staff and creators see only what their work needs;',
            'passwords, tokens, keys and cookies removed from our logs automatically;',
            'regular, access-controlled backups, and security updates applied promptly.',
          ],
        },
        'If we have reason to believe that someone has gained unauthorised access to your personal information, we will tell the Information Regulator and you as soon as reasonably possible, as section 22 of POPIA requires, and explain what happened and what you can do.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights and how to use them',
      blocks: ['POPIA gives you these rights. Most of them you can use yourself in the app.'],
      subsections: [
        {
          id: 'right-of-access',
          title: 'See your information (section 23)',
          blocks: [
            'You may ask whether we hold personal information about you, free of charge, and ask for a copy of it and a list of the third parties who have had access to it.',
            'The quickest way: go to Settings → Download your data. You get a file with everything linked to your account: your account and profile details, sessions, My List, viewing progress and history, ratings, subscriptions and payments, the feedback you sent and your account activity. Secrets such as your password hash and sign-in tokens are left out.',
          ],
        },
        {
          id: 'right-to-correct-or-delete',
          title: 'Correct or delete your information (section 24)',
          blocks: [
            'You may ask us to correct or delete information that is inaccurate, irrelevant, excessive, out of date, incomplete, misleading or obtained unlawfully, and to delete information we are no longer allowed to keep.',
            {
              list: [
                ['Change your details on ', { link: 'your profile page', to: '/profile' }, '.'],
                [
                  'Remove titles from your ',
                  { link: 'watch history', to: '/history' },
                  ' or ',
                  { link: 'My List', to: '/my-list' },
                  ' at any time.',
                ],
                'Delete everything with Settings → Delete account. We confirm the request with your password (or your e-mail address if you sign in with Google), then delete your account and the information linked to it straight away, which also ends all your sessions. Payment records stay for as long as tax law requires, no longer linked to your account, and backups roll over within 30 days.',
              ],
            },
          ],
        },
        {
          id: 'right-to-object',
          title: 'Object to processing (section 11(3))',
          blocks: [
            'You may object, on reasonable grounds relating to your situation, to processing we do for our legitimate interests. You may also object to direct marketing at any time. Once you object, we stop, unless the law requires us to continue.',
            'Where we rely on your consent, you may withdraw it at any time. That does not affect processing we did before.',
          ],
        },
        {
          id: 'making-a-request',
          title: 'Making a request',
          blocks: [
            [
              'For anything you cannot do in the app, e-mail our Information Officer at ',
              email(COMPANY.privacyEmail),
              ' from your account’s e-mail address. You may use the forms in the POPIA Regulations (Form 1 to object, Form 2 to correct or delete), but an e-mail is enough. We may ask you to prove who you are before we act, and we reply within 30 days. Requests are free. If a request for records under PAIA carries a prescribed fee, we tell you before we charge it.',
            ],
            'We do not make decisions about you based solely on automated processing that have legal consequences for you or affect you significantly (section 71). Title suggestions are automated, but they only change what you see first.',
          ],
        },
      ],
    },
    {
      id: 'direct-marketing',
      title: 'News and offers',
      blocks: [
        'We send news and offers by e-mail only if you have agreed to receive them, as section 69 of POPIA requires. We ask before we send any, you can change your mind under Settings at any time, and every such e-mail has an unsubscribe link. We never sell or lend our mailing list.',
        'Messages about your account, such as receipts, security alerts, and notices of changes to our terms or prices, are not marketing. We send them to everyone because they are part of the service.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        'Account holders must be 18 or older. Under POPIA a child is anyone under 18, and we may process a child’s personal information only with the consent of a competent person, such as a parent or guardian (sections 34 and 35).',
        'When children watch on a parent’s or guardian’s account, the viewing activity is recorded on that account, with the consent of the account holder as the competent person. We do not knowingly collect personal information directly from children. If you believe a child has opened an account, tell us and we will close it and delete the information.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      blocks: [
        [
          'We use only the cookies and browser storage the service needs to work, with no advertising or analytics cookies. Our ',
          { link: 'Cookie Policy', to: '/cookies' },
          ' lists each one.',
        ],
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints and the Information Regulator',
      blocks: [
        [
          'If you are unhappy with how we have handled your personal information, please tell our Information Officer first at ',
          email(COMPANY.privacyEmail),
          '. We will try to put it right.',
        ],
        'You also have the right to complain to the Information Regulator (South Africa) at any time (section 74):',
        {
          lines: [
            'Information Regulator (South Africa)',
            'Woodmead North Office Park, 54 Maxwell Drive, Woodmead, Johannesburg, 2191',
            'Telephone: 010 023 5200',
            ['General enquiries: ', email('enquiries@inforegulator.org.za')],
            ['POPIA complaints: ', email('POPIAComplaints@inforegulator.org.za')],
            ['Website: ', { link: 'inforegulator.org.za', to: 'https://inforegulator.org.za' }],
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'We update this policy when what we do with personal information or the law changes. If a change matters to you, we e-mail you and show a notice in the app before it takes effect. We never start using information you have already given us in a significantly different way without telling you first and, where the law requires, asking for your consent. The date at the top of this page shows when the policy last changed.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        {
          list: [
            ['Information Officer: ', email(COMPANY.privacyEmail)],
            ['Everything else: ', email(COMPANY.supportEmail)],
          ],
        },
      ],
    },
  ],
};
