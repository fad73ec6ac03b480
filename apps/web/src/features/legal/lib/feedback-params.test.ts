import { describe, expect, it } from 'vitest';
import { feedbackPageFromParam, isFeedbackTopic } from './feedback-params';

const ORIGIN = 'https://mzansistream.co.za';

describe('feedbackPageFromParam', () => {
  it('keeps a path on this site, with its query', () => {
    expect(feedbackPageFromParam('/watch/abc?t=90', ORIGIN)).toBe('/watch/abc?t=90');
    expect(feedbackPageFromParam(`${ORIGIN}/browse`, ORIGIN)).toBe('/browse');
  });

  it('drops other sites, script URLs, the feedback page itself and missing values', () => {
    expect(feedbackPageFromParam('https://evil.example/x', ORIGIN)).toBeUndefined();
    expect(feedbackPageFromParam('//evil.example/x', ORIGIN)).toBeUndefined();
    expect(feedbackPageFromParam('javascript:alert(1)', ORIGIN)).toBeUndefined();
    expect(feedbackPageFromParam('/feedback?topic=general', ORIGIN)).toBeUndefined();
    expect(feedbackPageFromParam(null, ORIGIN)).toBeUndefined();
  });

  it('drops a page longer than the contract takes (500 characters)', () => {
    expect(feedbackPageFromParam(`/${'x'.repeat(499)}`, ORIGIN)).toHaveLength(500);
    expect(feedbackPageFromParam(`/${'x'.repeat(600)}`, ORIGIN)).toBeUndefined();
  });
});

describe('isFeedbackTopic', () => {
  it('accepts only the contract’s topics', () => {
    expect(isFeedbackTopic('accessibility')).toBe(true);
    expect(isFeedbackTopic('Accessibility')).toBe(false);
    expect(isFeedbackTopic(null)).toBe(false);
  });
});
