import { describe, expect, it } from 'vitest';
import { feedbackPageFromParam, isFeedbackTopic, validateFeedback } from './validate-feedback';

const ORIGIN = 'https://mzansistream.co.za';

describe('validateFeedback', () => {
  it('returns the body as the server reads it: trimmed message, lower-case e-mail, no empty e-mail', () => {
    expect(
      validateFeedback({
        topic: 'billing',
        message: '  I was charged twice.  ',
        email: ' Sipho@Mail.CO.ZA ',
      }),
    ).toEqual({
      ok: true,
      body: { topic: 'billing', message: 'I was charged twice.', email: 'sipho@mail.co.za' },
    });
    expect(validateFeedback({ topic: 'general', message: 'Lekker app, thanks!', email: '   ' })).toEqual({
      ok: true,
      body: { topic: 'general', message: 'Lekker app, thanks!' },
    });
  });

  it('counts the message without surrounding spaces, 10 to 4000 characters', () => {
    const at = (message: string) => validateFeedback({ topic: 'general', message, email: '' });

    expect(at(`   ${'a'.repeat(9)}   `)).toEqual({
      ok: false,
      errors: { message: 'Tell us a little more (at least 10 characters)' },
    });
    expect(at('a'.repeat(10)).ok).toBe(true);
    expect(at('a'.repeat(4000)).ok).toBe(true);
    expect(at('a'.repeat(4003))).toEqual({
      ok: false,
      errors: { message: 'Keep your message to 4000 characters or fewer (it is 3 over).' },
    });
  });

  it('reports every field that is wrong at once', () => {
    expect(validateFeedback({ topic: 'gossip', message: 'short', email: 'not-an-email' })).toEqual({
      ok: false,
      errors: {
        topic: 'Choose a topic.',
        message: 'Tell us a little more (at least 10 characters)',
        email: 'Enter an e-mail address like name@example.co.za, or leave it empty.',
      },
    });
  });

  it('sends the page only when it fits the schema', () => {
    const base = { topic: 'playback', message: 'Buffering all evening.', email: '' };
    expect(validateFeedback({ ...base, page: '/watch/1' })).toMatchObject({ body: { page: '/watch/1' } });
    const long = validateFeedback({ ...base, page: `/${'x'.repeat(600)}` });
    expect(long.ok && 'page' in long.body).toBe(false);
  });
});

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
});

describe('isFeedbackTopic', () => {
  it('accepts only the contract’s topics', () => {
    expect(isFeedbackTopic('accessibility')).toBe(true);
    expect(isFeedbackTopic('Accessibility')).toBe(false);
    expect(isFeedbackTopic(null)).toBe(false);
  });
});
