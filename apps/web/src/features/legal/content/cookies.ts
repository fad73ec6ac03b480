import { COMPANY, email, LEGAL_UPDATED } from './company';
import type { LegalDocumentContent } from './types';

/**
 * Every cookie and storage key named here must match what the app and server really set: the content tests check
 * the local storage keys against `STORAGE_KEYS` in `@/lib/storage`.
 */
export const COOKIES: LegalDocumentContent = {
  title: 'Cookie Policy',
  metaTitle: 'Cookie Policy',
  description:
    'The two cookies and the few local storage entries Mzansi Stream uses, why, how long they last, and how to clear them. No advertising or analytics cookies.',
  updated: LEGAL_UPDATED,
  intro: [
    'Cookies are small files a website asks your browser to keep. Local storage is a similar store in your browser that only the website’s own pages can read. This page lists every one we use, so you know exactly what is on your device.',
  ],
  sections: [
    {
      id: 'short-version',
      title: 'The short version',
      blocks: [
        {
          list: [
            'We use two cookies: one keeps you signed in, the other protects playback. A third, short-lived one is set only while you sign in with Google. All of them are strictly necessary for the service to work.',
            'We use your browser’s local storage to remember your theme, keep a copy of the catalogue for when you are offline, and make the app faster.',
            'We use no advertising cookies, no analytics cookies and no third-party trackers. That is why you do not see a cookie banner.',
          ],
        },
      ],
    },
    {
      id: 'cookies-we-set',
      title: 'Cookies we set',
      blocks: [
        'Our cookies are httpOnly, which means scripts on the page, including ours, cannot read them. They are sent only to Mzansi Stream, only over HTTPS, and with SameSite=Lax, so other websites cannot send them along with their own background requests.',
        {
          table: {
            caption: 'Our cookies',
            columns: ['Name', 'What it does', 'How long it lasts'],
            rows: [
              [
                [
                  'Sign-in: ',
                  { code: 'mzansi.session_token' },
                  ' (on our live site ',
                  { code: '__Secure-mzansi.session_token' },
                  ')',
                ],
                'Keeps you signed in. It holds a random session token that our server checks on every request. Without it you cannot sign in.',
                'Up to 7 days, renewed while you keep using the service. Removed when you sign out.',
              ],
              [
                ['Playback: ', { code: 'mz_device' }],
                'A random identifier for this browser. Our playback links are bound to it, so a link copied to another device does not play. It does not contain your name or any account details.',
                '400 days, the longest a browser allows.',
              ],
              [
                ['Google sign-in: a state cookie named with ', { code: 'mzansi' }],
                'Set only when you choose to sign in with Google. It links Google’s reply to the sign-in you started, so nobody can slip you into their account.',
                'A few minutes, only for that sign-in.',
              ],
            ],
          },
        },
        'When you choose to sign in with Google, or pay on our payment gateway’s checkout page, those services may set their own cookies on their own websites. Their policies cover those cookies; we cannot read them.',
      ],
    },
    {
      id: 'local-storage',
      title: 'Local storage',
      blocks: [
        'We keep the entries below in your browser’s local storage. None of them holds your password or your session token, and local storage is never sent to our servers by itself. Signing out removes all of them except your theme, data saver and player sound choices.',
        {
          table: {
            caption: 'Our local storage entries',
            columns: ['Key', 'What it holds and why', 'When it goes'],
            rows: [
              [
                [{ code: 'mzansi:theme' }],
                'Your theme choice: light, dark or system.',
                'Kept when you sign out, because it is about your screen, not your account. Removed when you clear your browser data.',
              ],
              [
                [{ code: 'mzansi:data-saver' }],
                'Whether you turned Data saver on: trailers do not play by themselves and videos start at a lower quality.',
                'Kept when you sign out, like your theme. Removed when you turn Data saver off or clear your browser data.',
              ],
              [
                [{ code: 'mzansi:player' }],
                'Your player volume and whether sound is muted, and how fast your connection was last time, so videos start at a quality that loads quickly.',
                'Kept when you sign out, because it is about this device. Removed when you clear your browser data.',
              ],
              [
                [{ code: 'mzansi:player-tracks' }],
                'The caption and audio language you chose for each series, so the next episode starts the same way.',
                'When you sign out.',
              ],
              [
                [{ code: 'mzansi:uploads' }],
                'For creators and admins: the address of each upload that has not finished yet, so an interrupted upload carries on where it stopped instead of starting again.',
                'When the upload finishes or is cancelled, or when you sign out.',
              ],
              [
                [{ code: 'mzansi:videos-public' }],
                'A copy of the public catalogue list (titles, descriptions and artwork addresses), so the app can show titles when you are offline or our servers are slow.',
                'Replaced each time the list loads. Removed when you sign out.',
              ],
              [
                [{ code: 'mzansi:auth' }],
                'A non-sensitive snapshot of your sign-in: your user id, e-mail address, roles, profile and subscription status, so the app shows you as signed in straight away while our server confirms it.',
                'When you sign out.',
              ],
              [
                [{ code: 'mzansi:route_behavior' }],
                'How often you visit each page of the app, so it can load the pages you use most in advance. It stays on your device.',
                'When you sign out.',
              ],
              [
                [{ code: 'authRedirectUrl' }],
                'The page you were on when we asked you to sign in, so we can take you back there afterwards.',
                'As soon as you are signed in, or when you sign out.',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'what-we-do-not-use',
      title: 'What we do not use',
      blocks: [
        {
          list: [
            'No advertising cookies. Adverts on the Free plan come from our own servers and are not based on tracking you.',
            'No analytics or measurement cookies, and no social media pixels or “like” buttons.',
            'No fingerprinting or cross-site tracking.',
            'No fonts or scripts from other websites: we serve our fonts and code ourselves.',
          ],
        },
        'If this ever changes, we will update this policy first and, where the law requires, ask for your consent before setting anything that is not strictly necessary.',
      ],
    },
    {
      id: 'clearing',
      title: 'How to clear them',
      blocks: [
        'Signing out ends your session on our server, removes the sign-in cookie and clears everything we keep in local storage except your theme, data saver and player sound choices.',
        'To remove everything Mzansi Stream keeps in your browser:',
        {
          list: [
            [
              { strong: 'Chrome, Edge and Samsung Internet: ' },
              'click or tap the icon to the left of the web address, open the cookies or site data settings, and delete the data for Mzansi Stream.',
            ],
            [
              { strong: 'Firefox: ' },
              'click the padlock to the left of the web address, then “Clear cookies and site data”.',
            ],
            [
              { strong: 'Safari on iPhone and iPad: ' },
              'open Settings → Apps → Safari → Advanced → Website Data (Settings → Safari → Advanced → Website Data on older versions of iOS), find Mzansi Stream and delete it.',
            ],
            [
              { strong: 'Safari on a Mac: ' },
              'Safari → Settings → Privacy → Manage Website Data, then remove Mzansi Stream.',
            ],
          ],
        },
        'Clearing site data signs you out and removes any titles downloaded in that browser.',
      ],
    },
    {
      id: 'blocking',
      title: 'What happens if you block them',
      blocks: [
        'You can tell your browser to block cookies or storage, but parts of Mzansi Stream will then stop working:',
        {
          list: [
            'If you block our cookies, you cannot sign in, and titles and trailers will not play, because our playback links need the device cookie.',
            'Blocking only third-party cookies changes nothing here, because we do not use any.',
            'If you block local storage, the service still works, but your theme resets on every visit, the catalogue is not available offline, the page may briefly show you as signed out, and after signing in you land on Home instead of the page you were on.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Questions',
      blocks: [
        [
          'Questions about cookies or your personal information: ',
          email(COMPANY.privacyEmail),
          '. Our ',
          { link: 'Privacy Policy', to: '/privacy' },
          ' explains how we handle your personal information.',
        ],
      ],
    },
  ],
};
