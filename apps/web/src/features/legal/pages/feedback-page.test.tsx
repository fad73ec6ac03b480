import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { apiError, mockApi } from '@/test/api-mock';
import { jsonResponse } from '@/test/fixtures';
import { inLanguage } from '@/test/i18n';
import { FeedbackPage } from './feedback-page';

const SUCCESS_TEXT =
  "Thank you — we read every message. We'll reply within 5 working days if you left an e-mail.";
const RATE_LIMITED_TEXT = "You've sent a few messages in a short time. Please try again in a few minutes.";

/** The page on its own; POST /api/feedback answers with `responses` in turn (msw, through mockApi). */
function renderFeedback(path = '/feedback', ...responses: Array<Response | Promise<Response>>) {
  const api = mockApi({
    'POST /feedback': () =>
      responses.shift() ?? apiError(500, 'internal', 'No answer left for this request.'),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <FeedbackPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

const messageField = () => screen.getByRole('textbox', { name: 'Your message' });
const emailField = () => screen.getByRole('textbox', { name: 'Your e-mail address (optional)' });
const topicField = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Topic' });
const sendButton = () => screen.getByRole('button', { name: 'Send feedback' });

describe('FeedbackPage', () => {
  it('renders one h1, every topic with a friendly label, and general chosen by default', () => {
    renderFeedback();

    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Send us feedback',
    ]);
    expect(topicField().value).toBe('general');
    expect([...topicField().options].map((option) => option.textContent)).toEqual([
      'General feedback',
      'Playing videos',
      'Movies, series and documentaries',
      'My account and signing in',
      'Billing and Premium',
      'Accessibility',
    ]);
  });

  it('preselects the topic named in ?topic=', () => {
    renderFeedback('/feedback?topic=accessibility');
    expect(topicField().value).toBe('accessibility');
  });

  it('falls back to general for an unknown ?topic=', () => {
    renderFeedback('/feedback?topic=gossip');
    expect(topicField().value).toBe('general');
  });

  it('shows the error next to a too-short message, links it to the field, focuses it and sends nothing', async () => {
    const { api, user } = renderFeedback();

    await user.type(messageField(), '  Too short ');
    await user.click(sendButton());

    const error = await screen.findByText('Tell us a little more (at least 10 characters)');
    const field = messageField();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')!.split(' ')).toContain(error.id);
    expect(document.activeElement).toBe(field);
    expect(api.calls).toEqual([]);

    await user.type(field, 'for the form');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText('Tell us a little more (at least 10 characters)')).toBeNull();
  });

  it('flags an e-mail address that is not valid', async () => {
    const { api, user } = renderFeedback();

    await user.type(messageField(), 'The subtitles on Kasi Kings are out of sync.');
    await user.type(emailField(), 'thandi@');
    await user.click(sendButton());

    expect(
      await screen.findByText('Enter an e-mail address like name@example.co.za, or leave it empty.'),
    ).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailField());
    expect(api.calls).toEqual([]);
  });

  it('counts the message without surrounding spaces, and refuses more than the contract’s 4000 characters', async () => {
    const { api, user } = renderFeedback('/feedback', jsonResponse({ ok: true }, { status: 201 }));

    await user.click(messageField());
    await user.paste('a'.repeat(4003));
    await user.click(sendButton());
    expect(
      await screen.findByText('Keep your message to 4000 characters or fewer (it is 3 over).'),
    ).toBeTruthy();
    expect(api.calls).toEqual([]);

    await user.clear(messageField());
    await user.paste(`   ${'a'.repeat(4000)}   `);
    await user.click(sendButton());
    await screen.findByText(SUCCESS_TEXT);
    expect(api.calls[0]!.body).toEqual({ topic: 'general', message: 'a'.repeat(4000) });
  });

  it('reports every field that is wrong at once, and focuses the first', async () => {
    const { api, user } = renderFeedback();

    // Only a tampered page could choose a topic the contract does not know: the select then holds none.
    fireEvent.change(topicField(), { target: { value: 'gossip' } });
    await user.type(messageField(), 'short');
    await user.type(emailField(), 'not-an-email');
    await user.click(sendButton());

    expect(await screen.findByText('Choose a topic.')).toBeTruthy();
    expect(screen.getByText('Tell us a little more (at least 10 characters)')).toBeTruthy();
    expect(
      screen.getByText('Enter an e-mail address like name@example.co.za, or leave it empty.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(topicField());
    expect(api.calls).toEqual([]);
  });

  it('sends an e-mail of only spaces as no e-mail', async () => {
    const { api, user } = renderFeedback('/feedback', jsonResponse({ ok: true }, { status: 201 }));

    await user.type(messageField(), 'The app works well on my phone.');
    await user.type(emailField(), '   ');
    await user.click(sendButton());

    await screen.findByText(SUCCESS_TEXT);
    expect(api.calls[0]!.body).toEqual({ topic: 'general', message: 'The app works well on my phone.' });
  });

  it('shows a field the server refused on that field, not as a form error', async () => {
    const { user } = renderFeedback(
      '/feedback',
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Some fields are not valid.',
            details: [{ field: 'body.email', message: 'That e-mail domain does not exist.' }],
          },
        },
        { status: 400 },
      ),
    );

    await user.type(messageField(), 'Please add more Sepedi titles.');
    await user.type(emailField(), 'thandi@example.invalid');
    await user.click(sendButton());

    const error = await screen.findByText('That e-mail domain does not exist.');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(emailField().getAttribute('aria-describedby')!.split(' ')).toContain(error.id);
    expect(document.activeElement).toBe(emailField());
    expect(screen.queryByText('We could not send your message')).toBeNull();
  });

  it('counts the characters of the message as you type', async () => {
    const { user } = renderFeedback();

    expect(screen.getByText('0 of 4000 characters')).toBeTruthy();
    await user.type(messageField(), 'Sharp sharp');
    expect(screen.getByText('11 of 4000 characters')).toBeTruthy();
  });

  it('posts the topic, trimmed message, e-mail and the page the visitor came from, then thanks them', async () => {
    const { api, user } = renderFeedback(
      '/feedback?topic=playback&from=%2Fwatch%2Fabc-123%3Ft%3D90',
      jsonResponse({ ok: true }, { status: 201 }),
    );

    expect(screen.getByText('/watch/abc-123?t=90')).toBeTruthy();
    await user.selectOptions(topicField(), 'catalogue');
    await user.type(messageField(), '  Please add more Setswana documentaries.  ');
    await user.type(emailField(), 'Lerato@Example.co.za');
    await user.click(sendButton());

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(SUCCESS_TEXT);
    expect(api.calls).toHaveLength(1);
    const [call] = api.calls;
    expect(call!.url.pathname).toBe('/api/feedback');
    expect(call!.method).toBe('POST');
    expect(call!.body).toEqual({
      topic: 'catalogue',
      message: 'Please add more Setswana documentaries.',
      email: 'lerato@example.co.za',
      page: '/watch/abc-123?t=90',
    });
    await waitFor(() => expect(document.activeElement).toBe(status.parentElement));
  });

  it('leaves out the e-mail when none is given, and a ?from= on another site', async () => {
    const { api, user } = renderFeedback(
      '/feedback?from=https%3A%2F%2Fevil.example%2Fphish',
      jsonResponse({ ok: true }, { status: 201 }),
    );

    expect(screen.queryByText(/include the page you came from/)).toBeNull();
    await user.type(messageField(), 'Love the new Afrikaans series!');
    await user.click(sendButton());

    await screen.findByText(SUCCESS_TEXT);
    expect(api.calls[0]!.body).toEqual({ topic: 'general', message: 'Love the new Afrikaans series!' });
  });

  it('shows a pending button while sending and ignores a second press', async () => {
    let respond!: (response: Response) => void;
    const pending = new Promise<Response>((resolve) => {
      respond = resolve;
    });
    const { api, user } = renderFeedback('/feedback', pending);

    await user.type(messageField(), 'The player froze during load-shedding.');
    await user.click(sendButton());

    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(api.calls).toHaveLength(1);

    respond(jsonResponse({ ok: true }, { status: 201 }));
    expect(await screen.findByText(SUCCESS_TEXT)).toBeTruthy();
  });

  it('asks the visitor to wait after a 429, without retrying, and keeps what they typed', async () => {
    const { api, user } = renderFeedback(
      '/feedback',
      jsonResponse({ error: { code: 'rate_limited', message: 'Too many requests' } }, { status: 429 }),
    );

    await user.type(messageField(), 'Search does not find Shaka Ilembe.');
    await user.click(sendButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(RATE_LIMITED_TEXT);
    expect(api.calls).toHaveLength(1);
    expect(messageField()).toHaveProperty('value', 'Search does not find Shaka Ilembe.');
    expect(sendButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('shows the server’s message for other errors', async () => {
    const { user } = renderFeedback(
      '/feedback',
      jsonResponse(
        { error: { code: 'validation_failed', message: 'Your message could not be saved.' } },
        { status: 400 },
      ),
    );

    await user.type(messageField(), 'Something about billing went wrong.');
    await user.click(sendButton());

    expect((await screen.findByRole('alert')).textContent).toContain('Your message could not be saved.');
  });

  it('offers to send another message after a success, with an empty message field', async () => {
    const { user } = renderFeedback('/feedback', jsonResponse({ ok: true }, { status: 201 }));

    await user.type(messageField(), 'Thanks for the isiXhosa captions.');
    await user.click(sendButton());
    await user.click(await screen.findByRole('button', { name: 'Send another message' }));

    expect(messageField()).toHaveProperty('value', '');
    await waitFor(() => expect(document.activeElement).toBe(messageField()));
  });
});

describe('FeedbackPage in isiXhosa', () => {
  it('labels the form, the topics and the ways to reach us in isiXhosa', () => {
    inLanguage('xh');
    renderFeedback('/feedback?topic=billing&from=/browse');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sithumelele izimvo zakho');
    const topic = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Umba' });
    expect(topic.value).toBe('billing');
    expect([...topic.options].map((option) => option.textContent)).toContain('Iintlawulo ne-Premium');
    expect(screen.getByRole('textbox', { name: 'Umyalezo wakho' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Idilesi yakho ye-imeyile (ayinyanzelekanga)' })).toBeTruthy();
    expect(screen.getByText('Oonobumba: 0 kwaba-4000')).toBeTruthy();
    expect(screen.getByText('/browse').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'uMgaqo-nkqubo wethu wabucala' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Ingxelo yethu yokufikeleleka' }).getAttribute('href')).toBe(
      '/accessibility',
    );
    expect(screen.getByRole('button', { name: 'Thumela izimvo' })).toBeTruthy();
    expect(screen.queryByText('Send us feedback')).toBeNull();
  });

  it('shows its own refusals in isiXhosa', async () => {
    inLanguage('xh');
    const { api, user } = renderFeedback();

    await user.click(screen.getByRole('textbox', { name: 'Umyalezo wakho' }));
    await user.paste('a'.repeat(4003));
    await user.type(screen.getByRole('textbox', { name: /Idilesi yakho ye-imeyile/ }), 'thandi@');
    await user.click(screen.getByRole('button', { name: 'Thumela izimvo' }));

    expect(
      await screen.findByText('Umyalezo wakho mawungagqithi koonobumba aba-4000 (ngoku ugqithe ngaba-3).'),
    ).toBeTruthy();
    expect(
      screen.getByText('Faka idilesi ye-imeyile efana no-name@example.co.za, okanye uyiyeke ingenanto.'),
    ).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
