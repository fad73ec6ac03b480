import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '@/hooks/use-page-meta';
import { PROSE_LINK_CLASSES } from '../components/rich-text';
import { FeedbackForm } from '../components/feedback-form';
import { COMPANY } from '../content/company';
import { FEEDBACK_TEXT } from '../content/feedback';
import { feedbackPageFromParam, isFeedbackTopic } from '../lib/feedback-params';

/** /feedback: `?topic=accessibility` chooses the topic, `?from=/watch/…` names the page the visitor came from. */
export function FeedbackPage() {
  usePageMeta(FEEDBACK_TEXT.metaTitle, FEEDBACK_TEXT.description);
  const [searchParams] = useSearchParams();
  const topicParam = searchParams.get('topic');
  const initialTopic = isFeedbackTopic(topicParam) ? topicParam : 'general';
  const page = feedbackPageFromParam(searchParams.get('from'), window.location.origin);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-2xl font-bold sm:text-3xl">{FEEDBACK_TEXT.title}</h1>
      <p className="mt-3 text-base text-muted">{FEEDBACK_TEXT.intro}</p>

      <div className="mt-8">
        {/* A new ?topic= or ?from= starts a fresh form rather than mixing into the one being typed. */}
        <FeedbackForm key={`${initialTopic} ${page ?? ''}`} initialTopic={initialTopic} page={page} />
      </div>

      <section aria-labelledby="feedback-other-ways" className="mt-12 border-t border-border pt-8">
        <h2 id="feedback-other-ways" className="text-lg font-semibold">
          Other ways to reach us
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-base marker:text-muted">
          <li>
            E-mail{' '}
            <a href={`mailto:${COMPANY.supportEmail}`} className={PROSE_LINK_CLASSES}>
              {COMPANY.supportEmail}
            </a>{' '}
            for help with your account, billing or anything else.
          </li>
          <li>
            Questions about your personal information go to our Information Officer at{' '}
            <a href={`mailto:${COMPANY.privacyEmail}`} className={PROSE_LINK_CLASSES}>
              {COMPANY.privacyEmail}
            </a>
            .
          </li>
          <li>
            Our{' '}
            <Link to="/accessibility" className={PROSE_LINK_CLASSES}>
              accessibility statement
            </Link>{' '}
            explains how we make Mzansi Stream work for everyone.
          </li>
        </ul>
      </section>
    </div>
  );
}
