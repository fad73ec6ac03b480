import { COMPANY, email, LEGAL_UPDATED } from './company';
import type { LegalDocumentContent } from './types';

/** The feedback form with the accessibility topic chosen. */
export const ACCESSIBILITY_FEEDBACK_PATH = '/feedback?topic=accessibility';

export const ACCESSIBILITY: LegalDocumentContent = {
  title: 'Accessibility statement',
  metaTitle: 'Accessibility',
  description:
    'How Mzansi Stream works for everyone: our WCAG 2.2 AA target, captions, keyboard and screen reader support, known limitations, and how to tell us about a barrier.',
  updated: LEGAL_UPDATED,
  intro: [
    'Everyone should be able to enjoy South African stories, whatever device you use, however you use it, and however much data you have. This statement covers the Mzansi Stream website and web app.',
  ],
  sections: [
    {
      id: 'our-target',
      title: 'Our target',
      blocks: [
        [
          'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. We test against them on every release and fix failures as bugs, not as extras. Where we fall short, we say so below and tell you what we are doing about it.',
        ],
      ],
    },
    {
      id: 'what-we-do',
      title: 'What we do',
      blocks: [
        {
          list: [
            [
              { strong: 'Keyboard access everywhere. ' },
              'Every link, button, menu, row of titles and player control works with the keyboard alone. A “Skip to content” link takes you past the header, and dialogs keep focus inside until you close them and then return you to where you were.',
            ],
            [{ strong: 'Visible focus. ' }, 'A clear blue outline always shows where you are on the page.'],
            [
              { strong: 'Captions. ' },
              'Every title with dialogue has captions, which you can switch on in the player.',
            ],
            [
              { strong: 'Screen reader labels. ' },
              'Player controls, icons and artwork have names that screen readers announce, such as “Play”, “Mute” or the title of a poster.',
            ],
            [
              { strong: 'Reduced motion. ' },
              'If your device is set to reduce motion, we switch off animations, and trailers never start by themselves.',
            ],
            [
              { strong: 'Contrast. ' },
              'Text has a contrast ratio of at least 4.5:1 against its background, in both the dark and light themes.',
            ],
            [
              { strong: 'Resizable text. ' },
              'You can zoom to 200% and beyond without losing content or functions, and pages reflow to fit a narrow screen without sideways scrolling.',
            ],
            [
              { strong: 'Data saver. ' },
              'Turn on Data saver in Settings to use less mobile data: we play titles at lower quality and never autoplay trailers.',
            ],
            [
              { strong: 'Plain language. ' },
              'We write in plain South African English, and error messages tell you what went wrong and what to do next.',
            ],
          ],
        },
      ],
    },
    {
      id: 'known-limitations',
      title: 'Known limitations',
      blocks: [
        {
          list: [
            'Our demo clips have no dialogue, so they have no captions.',
            'Some older trailers may not have audio description yet. We are adding it as we replace them.',
          ],
        },
        [
          'If you find something else that gets in your way, please ',
          { link: 'tell us', to: ACCESSIBILITY_FEEDBACK_PATH },
          '.',
        ],
      ],
    },
    {
      id: 'how-we-test',
      title: 'How we test',
      blocks: [
        {
          list: [
            'Automated checks with axe run against our main pages in every build, and a build that introduces a failure does not ship.',
            'Before each release, we go through the main journeys (signing up, browsing, searching, playing, managing a subscription) with the keyboard alone.',
            'We check those journeys with screen readers: NVDA on Windows, VoiceOver on iPhone and Mac, and TalkBack on Android.',
          ],
        },
      ],
    },
    {
      id: 'feedback',
      title: 'Tell us about a barrier',
      blocks: [
        'If something on Mzansi Stream is hard or impossible for you to use, we want to know. Tell us which page it was, what you were trying to do, and the device, browser and any assistive technology you use.',
        {
          list: [
            [
              'Use our ',
              { link: 'feedback form', to: ACCESSIBILITY_FEEDBACK_PATH },
              ' with the topic Accessibility.',
            ],
            ['Or e-mail ', email(COMPANY.supportEmail), ' with “Accessibility” in the subject line.'],
          ],
        },
        'We reply within 5 working days. If you need any of our information, such as our terms or privacy policy, in a different format, ask us and we will provide it.',
      ],
    },
    {
      id: 'about-this-statement',
      title: 'About this statement',
      blocks: [
        'We prepared this statement on 1 November 2026, based on our own testing. We review it at least once a year and whenever we make a significant change to the service.',
      ],
    },
  ],
};
