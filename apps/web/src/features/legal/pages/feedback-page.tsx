import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '@/hooks/use-page-meta';
import { FeedbackForm } from '../components/feedback-form';
import { RichText } from '../components/rich-text';
import { COMPANY_ARGS } from '../content/company';
import { rich } from '../content/rich';
import { feedbackPageFromParam, isFeedbackTopic } from '../lib/feedback-params';

/** /feedback: `?topic=accessibility` chooses the topic, `?from=/watch/…` names the page the visitor came from. */
export function FeedbackPage() {
  const { t } = useTranslation('legal');
  usePageMeta(t('feedback.metaTitle'), t('feedback.description'));
  const [searchParams] = useSearchParams();
  const topicParam = searchParams.get('topic');
  const initialTopic = isFeedbackTopic(topicParam) ? topicParam : 'general';
  const page = feedbackPageFromParam(searchParams.get('from'), window.location.origin);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('feedback.title')}</h1>
      <p className="mt-3 text-base text-muted">{t('feedback.intro')}</p>

      <div className="mt-8">
        {/* A new ?topic= or ?from= starts a fresh form rather than mixing into the one being typed. */}
        <FeedbackForm key={`${initialTopic} ${page ?? ''}`} initialTopic={initialTopic} page={page} />
      </div>

      <section aria-labelledby="feedback-other-ways" className="mt-12 border-t border-border pt-8">
        <h2 id="feedback-other-ways" className="text-lg font-semibold">
          {t('feedback.otherWays.title')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-base marker:text-muted">
          <li>
            <RichText value={rich(t('feedback.otherWays.support', COMPANY_ARGS))} />
          </li>
          <li>
            <RichText value={rich(t('feedback.otherWays.privacy', COMPANY_ARGS))} />
          </li>
          <li>
            <RichText value={rich(t('feedback.otherWays.accessibility'))} />
          </li>
        </ul>
      </section>
    </div>
  );
}
