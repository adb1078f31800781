import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { resetScenario, server, useScenario } from '../../mocks/node';
import { SERVER_ERROR_MSG } from '../../mocks/scenarios';
import { ApplyForm } from '../../site/src/forms/apply-form';
import { PartnerForm } from '../../site/src/forms/partner-form';
import { TrialForm } from '../../site/src/forms/trial-form';
import { setHttpLogger } from '../../site/src/http/logger';
import { I18nProvider } from '../../site/src/shared/i18n';
import { proves } from '../conformance/proves';
import {
  APPLY_FIELDS,
  APPLY_FORM,
  APPLY_SUBMIT,
  fieldName,
  PARTNER_FORM,
  PARTNER_SCOPE_GROUP,
  PARTNER_SCOPES,
  PARTNER_SUBMIT,
  PARTNER_TEXT_FIELDS,
} from '../oracle/forms';
import { callOf, ENDPOINTS } from '../oracle/http';
import type { Locale } from '../oracle/routes';

// The fields, options, endpoint and body of each form are the oracle's (tests/oracle/forms.ts);
// the values typed are the test's own.
const sent: unknown[] = [];
/** Every request the forms send, as `METHOD /path`. */
const calls: string[] = [];
let restoreLogger: () => void;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
  calls.length = 0;
  server.events.on('request:start', async ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    if (request.method === 'POST') sent.push(await request.clone().json());
  });
  // The request log goes to the console in the site; here it is kept out of the test output.
  restoreLogger = setHttpLogger({ info: () => undefined, error: () => undefined });
  window.sessionStorage.clear();
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  resetScenario();
  restoreLogger();
});
afterAll(() => server.close());

function renderForm(form: ReactElement, locale: Locale = 'en-US') {
  const router = createMemoryRouter([{ path: '/', element: form }]);
  return render(
    <I18nProvider initial={locale}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

async function fillPartner(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Company name/), 'Foshan Metro Group');
  await user.type(screen.getByLabelText(/^Your name/), 'Li Wei');
  await user.type(screen.getByLabelText(/^Mobile phone number/), '138 1234 5678');
  await user.type(screen.getByLabelText(/^Email address/), 'li.wei@example.com');
  await user.click(screen.getByRole('checkbox', { name: 'Algorithm' }));
  await user.click(screen.getByRole('checkbox', { name: 'Hardware equipment' }));
  await user.type(screen.getByLabelText(/^Remarks/), 'Call after 2 pm.');
}

describe('the partner form', () => {
  test(
    'has the fields of §3 and sends them with `add` as a partner submission',
    proves(
      'FORM-PARTNER-FIELDS',
      'UI-PARTNER-FORM',
      'DECISION-PARTNER-DESTINATION',
      'ENDPOINT-ADD',
      'DECISION-ENDPOINT-USE',
    ),
    async () => {
      const user = userEvent.setup({ delay: null });
      renderForm(<PartnerForm />);
      // §3: company name, your name, mobile phone number, email address, the requirement
      // description and remarks, each marked required or optional as decision 009 says.
      expect(PARTNER_TEXT_FIELDS).toHaveLength(6);
      for (const field of PARTNER_TEXT_FIELDS) {
        const input = screen.getByLabelText(fieldName(field, 'en-US'));
        expect(input.tagName, field.name).toBe(field.multiline ? 'TEXTAREA' : 'INPUT');
      }
      const scopes = screen.getByRole('group', { name: PARTNER_SCOPE_GROUP['en-US'] });
      expect(PARTNER_SCOPES).toHaveLength(4);
      expect(
        within(scopes)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ).toEqual(PARTNER_SCOPES.map((scope) => scope.label['en-US']));
      await fillPartner(user);
      await user.click(screen.getByRole('button', { name: PARTNER_SUBMIT['en-US'] }));
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toMatch(/received your submission \(reference S\d{6}\)/),
      );
      expect(calls).toEqual([callOf(ENDPOINTS.add)]);
      const [body] = sent as Record<string, unknown>[];
      // The body carries the form's type, each field under its name, and the chosen scopes' values.
      expect(Object.keys(body ?? {}).sort()).toEqual(
        ['type', 'scopes', ...PARTNER_TEXT_FIELDS.map((field) => field.name)].sort(),
      );
      expect(sent).toEqual([
        {
          type: PARTNER_FORM.type,
          company: 'Foshan Metro Group',
          name: 'Li Wei',
          phone: '13812345678',
          email: 'li.wei@example.com',
          scopes: PARTNER_SCOPES.filter((scope) => scope.value === 'hardware' || scope.value === 'algorithm').map(
            (scope) => scope.value,
          ),
          requirements: '',
          remarks: 'Call after 2 pm.',
        },
      ]);
      expect(window.sessionStorage.getItem('draft:partner'), 'the draft is cleared after success').toBeNull();
    },
  );

  test(
    'checks the fields before sending, in the visitor’s language, beside each field, focus on the first',
    proves('DECISION-VALIDATION-RULES'),
    async () => {
      const user = userEvent.setup({ delay: null });
      renderForm(<PartnerForm />, 'zh-CN');
      await user.type(screen.getByLabelText(/^您的姓名/), '李伟');
      await user.type(screen.getByLabelText(/^手机号码/), '12345');
      await user.type(screen.getByLabelText(/^电子邮箱/), 'li.wei@');
      await user.click(screen.getByRole('button', { name: '提交' }));
      expect(screen.getByRole('alert').textContent).toBe('部分内容需要修改，请查看下方标出的字段。');
      const company = screen.getByLabelText(/^公司名称/);
      expect(document.activeElement).toBe(company);
      expect(company.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (element: HTMLElement) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' | ');
      expect(describedBy(company)).toBe('请填写此项。');
      expect(describedBy(screen.getByLabelText(/^手机号码/))).toContain(
        '请输入 11 位手机号码，或以 + 开头的国际号码。',
      );
      expect(describedBy(screen.getByLabelText(/^电子邮箱/))).toBe('请输入有效的电子邮箱，例如 name@example.com。');
      expect(screen.getByText('请至少选择一项合作范围。')).toBeTruthy();
      expect(screen.getByLabelText<HTMLInputElement>(/^您的姓名/).value, 'input kept').toBe('李伟');
      expect(sent, 'nothing sent').toEqual([]);
      // Correcting a field clears its error at once.
      await user.type(company, '佛山地铁');
      expect(company.getAttribute('aria-invalid')).toBeNull();
    },
  );

  const failures = [
    ['unauthorized', /refused the request \(not authorised\)/, 'ERR-401'],
    ['not-found', /service could not be found/, 'ERR-404'],
    // The mock's msg is Chinese: an English page says it in its own words (decision 037).
    ['server-error', /The server ran into a problem\./, 'ERR-500-MSG'],
    ['network-error', /could not be reached/, 'DECISION-ERROR-MESSAGES'],
  ] as const;
  for (const [scenario, message, clause] of failures) {
    test(
      `a ${scenario} answer says what happened, keeps every field, and a retry succeeds`,
      proves(clause, 'DECISION-ERROR-MESSAGES', 'DECISION-ERROR-TEXT'),
      async () => {
        const user = userEvent.setup({ delay: null });
        renderForm(<PartnerForm />);
        await fillPartner(user);
        useScenario(scenario);
        await user.click(screen.getByRole('button', { name: 'Submit' }));
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toMatch(message);
        expect(alert.textContent).toContain('Everything you typed is kept');
        expect(screen.getByLabelText<HTMLInputElement>(/^Company name/).value).toBe('Foshan Metro Group');
        expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Algorithm' }).checked).toBe(true);
        useScenario('happy');
        await user.click(within(alert).getByRole('button', { name: 'Try again' }));
        await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/reference S\d{6}/));
      },
    );
  }

  test(
    'fields the server refuses (400) are marked beside them; unknown fields and keys are ignored',
    proves('DECISION-VALIDATION-RULES', 'DECISION-ERROR-TEXT'),
    async () => {
      server.use(
        mock.post(`*${ENDPOINTS.add.path}`, () =>
          HttpResponse.json(
            {
              code: 400,
              msg: 'Bad Request',
              data: null,
              errors: { email: 'validation.email', company: 'no.such.key', fax: 'validation.required' },
            },
            { status: 400 },
          ),
        ),
      );
      const user = userEvent.setup({ delay: null });
      renderForm(<PartnerForm />);
      await fillPartner(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(
        'The server found problems in the fields marked below. Everything you typed is kept; please try again.',
      );
      const email = screen.getByLabelText<HTMLInputElement>(/^Email address/);
      await waitFor(() => expect(document.activeElement).toBe(email));
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Please enter an email address such as name@example.com.')).toBeTruthy();
      expect(screen.getByLabelText(/^Company name/).getAttribute('aria-invalid')).toBeNull();
      expect(email.value).toBe('li.wei@example.com');
    },
  );

  test('a 400 without field errors, or an answer without a reference, is a failure that can be retried', async () => {
    let answers = 0;
    server.use(
      mock.post(`*${ENDPOINTS.add.path}`, () => {
        answers++;
        return answers === 1
          ? HttpResponse.json({ code: 400, msg: 'Bad Request', data: null }, { status: 400 })
          : HttpResponse.json({ code: 0, msg: '', data: null });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderForm(<PartnerForm />);
    await fillPartner(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('could not process the request (error 400)'),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('answer could not be read'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(false);
    expect(window.sessionStorage.getItem('draft:partner'), 'the draft is kept').toContain('Foshan Metro Group');
  });

  test('the button is disabled while sending: a double click sends once', proves('DECISION-OTHER-STATES'), async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<PartnerForm />);
    await fillPartner(user);
    // The answer is held until the test has seen the button disabled, then given normally (a
    // resolver that returns nothing hands the request on to the mock's own handler): no
    // real-time delay to race.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mock.post('*', async () => {
        await held;
      }),
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.dblClick(submit);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sending…' }).disabled).toBe(true);
    release();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/reference/));
    expect(sent).toHaveLength(1);
  });

  test('a draft survives a reload (session storage)', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderForm(<PartnerForm />);
    await user.type(screen.getByLabelText(/^Company name/), 'Nanhai Bank');
    await user.click(screen.getByRole('checkbox', { name: 'Others' }));
    first.unmount();
    renderForm(<PartnerForm />);
    expect(screen.getByLabelText<HTMLInputElement>(/^Company name/).value).toBe('Nanhai Bank');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Others' }).checked).toBe(true);
  });
});

// Issue 30: "\u200B\u200B" passed as a full name; 用户@例子.中国, user@bücher.de and １３８００１３８０００
// were refused although a Chinese visitor types them.
describe('what a visitor types, read as they mean it (issue 30)', () => {
  const describedBy = (element: HTMLElement) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' | ');

  test(
    'zero-width characters do not fill a required field: the error is in Chinese and the input kept',
    proves('SEC-FORM-INPUT', 'FORM-APPLY-FIELDS'),
    async () => {
      const user = userEvent.setup({ delay: null });
      renderForm(<ApplyForm />, 'zh-CN');
      const fullName = screen.getByLabelText<HTMLInputElement>(fieldName(APPLY_FIELDS[0], 'zh-CN'));
      const message = screen.getByLabelText<HTMLTextAreaElement>(fieldName(APPLY_FIELDS[1], 'zh-CN'));
      await user.type(fullName, '\u200B\u200B');
      await user.type(message, ' \u2060\uFEFF\u3164 ');
      await user.click(screen.getByRole('button', { name: APPLY_SUBMIT['zh-CN'] }));
      expect(screen.getByRole('alert').textContent).toBe('部分内容需要修改，请查看下方标出的字段。');
      expect(describedBy(fullName)).toBe('请填写此项。');
      expect(describedBy(message)).toBe('请填写此项。');
      expect(document.activeElement).toBe(fullName);
      expect(fullName.value, 'input kept').toBe('\u200B\u200B');
      expect(message.value, 'input kept').toBe(' \u2060\uFEFF\u3164 ');
      expect(sent, 'nothing sent').toEqual([]);
    },
  );

  test(
    'an internationalised email and full-width digits are accepted and sent normalised',
    proves('SEC-FORM-INPUT', 'FORM-PARTNER-FIELDS'),
    async () => {
      const user = userEvent.setup({ delay: null });
      renderForm(<PartnerForm />, 'zh-CN');
      await user.type(screen.getByLabelText(/^公司名称/), '\u200B佛山地铁集团 ');
      await user.type(screen.getByLabelText(/^您的姓名/), '李伟');
      await user.type(screen.getByLabelText(/^手机号码/), '１３８ ００１３ ８０００');
      await user.type(screen.getByLabelText(/^电子邮箱/), '用户＠例子。中国');
      await user.click(screen.getByRole('checkbox', { name: '算法' }));
      await user.click(screen.getByRole('button', { name: '提交' }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/S\d{6}/));
      expect(sent).toEqual([
        {
          type: 'partner',
          company: '佛山地铁集团',
          name: '李伟',
          phone: '13800138000',
          email: '用户@例子.中国',
          scopes: ['algorithm'],
          requirements: '',
          remarks: '',
        },
      ]);
    },
  );

  test(
    'an email with a Unicode domain and an international number in full-width digits are accepted',
    proves('SEC-FORM-INPUT'),
    async () => {
      const user = userEvent.setup({ delay: null });
      renderForm(<PartnerForm />);
      await user.type(screen.getByLabelText(/^Company name/), 'Bücher GmbH');
      await user.type(screen.getByLabelText(/^Your name/), 'Jörg');
      await user.type(screen.getByLabelText(/^Mobile phone number/), '＋４９ ３０ １２３４５６７');
      await user.type(screen.getByLabelText(/^Email address/), 'user@bücher.de');
      await user.click(screen.getByRole('checkbox', { name: 'Algorithm' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/reference S\d{6}/));
      expect(sent).toMatchObject([{ phone: '+49301234567', email: 'user@bücher.de' }]);
    },
  );

  test(
    'an address without a dot in its domain, or with two @, is still refused, in English',
    proves('SEC-FORM-INPUT'),
    async () => {
      const user = userEvent.setup({ delay: null });
      renderForm(<PartnerForm />);
      const email = screen.getByLabelText<HTMLInputElement>(/^Email address/);
      for (const typed of ['用户@例子', '用户@@例子.中国', '用户@例子.中国@例子.中国']) {
        await user.clear(email);
        await user.type(email, typed);
        await user.click(screen.getByRole('button', { name: 'Submit' }));
        expect(describedBy(email), typed).toBe('Please enter an email address such as name@example.com.');
        expect(email.value, 'input kept').toBe(typed);
      }
      expect(sent).toEqual([]);
    },
  );
});

describe('a 500 in the visitor’s language (issue 30, decision 037)', () => {
  test(
    'a Chinese form shows the server’s Chinese msg and keeps every field',
    proves('ERR-500-MSG', 'SEC-500-MSG-LANGUAGE'),
    async () => {
      const user = userEvent.setup({ delay: null });
      renderForm(<ApplyForm />, 'zh-CN');
      await user.type(screen.getByLabelText(fieldName(APPLY_FIELDS[0], 'zh-CN')), '王芳');
      await user.type(screen.getByLabelText(fieldName(APPLY_FIELDS[1], 'zh-CN')), '应聘前端开发工程师。');
      useScenario('server-error');
      await user.click(screen.getByRole('button', { name: APPLY_SUBMIT['zh-CN'] }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(`服务器出现问题：${SERVER_ERROR_MSG}`);
      expect(alert.textContent).toContain('您填写的内容均已保留，请重试。');
      expect(screen.getByLabelText<HTMLInputElement>(fieldName(APPLY_FIELDS[0], 'zh-CN')).value).toBe('王芳');
    },
  );

  test('an English form does not show the server’s Chinese msg', proves('SEC-500-MSG-LANGUAGE'), async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<ApplyForm />);
    await user.type(screen.getByLabelText(fieldName(APPLY_FIELDS[0], 'en-US')), 'Wang Fang');
    await user.type(screen.getByLabelText(fieldName(APPLY_FIELDS[1], 'en-US')), 'Front-end developer.');
    useScenario('server-error');
    await user.click(screen.getByRole('button', { name: APPLY_SUBMIT['en-US'] }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server ran into a problem.');
    expect(alert.textContent).not.toContain(SERVER_ERROR_MSG);
    expect(alert.textContent).not.toMatch(/\p{Script=Han}/u);
  });
});

// Issue 30: `{"scopes":5}` in session storage broke the partner form on every reload in that tab.
describe('a stored draft of the wrong shape (issue 30)', () => {
  const store = (key: string, draft: string) => window.sessionStorage.setItem(key, draft);
  const value = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label).value;
  const checked = () =>
    within(screen.getByRole('group', { name: PARTNER_SCOPE_GROUP['en-US'] }))
      .getAllByRole<HTMLInputElement>('checkbox')
      .filter((box) => box.checked)
      .map((box) => box.value);

  test(
    'keeps the fields of the right kind, drops the rest, and the form still sends',
    proves('SEC-FORM-DRAFT'),
    async () => {
      store(
        'draft:partner',
        JSON.stringify({
          scopes: 5,
          company: 'Nanhai Bank',
          name: 7,
          phone: ['138'],
          email: 'li.wei@',
          requirements: { text: 'x' },
          remarks: null,
          type: 'apply',
          extra: 'not a field',
        }),
      );
      const user = userEvent.setup({ delay: null });
      renderForm(<PartnerForm />);
      expect(value(/^Company name/)).toBe('Nanhai Bank');
      expect(value(/^Email address/), 'a field still being typed is kept').toBe('li.wei@');
      for (const label of [/^Your name/, /^Mobile phone number/, /^Platform customized/, /^Remarks/])
        expect(value(label), String(label)).toBe('');
      expect(checked()).toEqual([]);
      await user.type(screen.getByLabelText(/^Your name/), 'Li Wei');
      await user.type(screen.getByLabelText(/^Mobile phone number/), '13812345678');
      await user.type(screen.getByLabelText(/^Email address/), 'example.com');
      await user.click(screen.getByRole('checkbox', { name: 'Algorithm' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/reference S\d{6}/));
      expect(sent).toEqual([
        {
          type: 'partner',
          company: 'Nanhai Bank',
          name: 'Li Wei',
          phone: '13812345678',
          email: 'li.wei@example.com',
          scopes: ['algorithm'],
          requirements: '',
          remarks: '',
        },
      ]);
    },
  );

  test('a list of scopes holding one that is not an option is dropped', proves('SEC-FORM-DRAFT'), () => {
    store('draft:partner', JSON.stringify({ company: 'Nanhai Bank', scopes: ['algorithm', 'bogus'] }));
    renderForm(<PartnerForm />);
    expect(value(/^Company name/)).toBe('Nanhai Bank');
    expect(checked()).toEqual([]);
  });

  test.each(['5', 'null', '[]', '"Nanhai Bank"', '{', '{"__proto__":{"company":"x"}}'])(
    'a draft of %s is no draft: the form starts empty',
    proves('SEC-FORM-DRAFT'),
    (draft) => {
      store('draft:partner', draft);
      renderForm(<PartnerForm />);
      expect(value(/^Company name/)).toBe('');
      expect(checked()).toEqual([]);
    },
  );

  test(
    'the trial form drops an algorithm it does not offer and keeps a delivery it does',
    proves('SEC-FORM-DRAFT'),
    () => {
      store(
        'draft:trial',
        JSON.stringify({ algorithm: 'mind-reading', delivery: 'linux-sdk', company: 'Nanhai Bank' }),
      );
      renderForm(<TrialForm />, 'zh-CN');
      // The form's own first choice, not the stored one.
      expect(screen.getByLabelText<HTMLSelectElement>(/^试用算法/).value).toBe('recognition');
      expect(screen.getByLabelText<HTMLSelectElement>(/^试用方式/).value).toBe('linux-sdk');
      expect(screen.getByLabelText<HTMLInputElement>(/^公司名称/).value).toBe('Nanhai Bank');
    },
  );

  test('the apply form keeps its text fields and drops others', proves('SEC-FORM-DRAFT'), () => {
    store('draft:apply', JSON.stringify({ fullName: '王芳', message: 42 }));
    renderForm(<ApplyForm />, 'zh-CN');
    expect(screen.getByLabelText<HTMLInputElement>(fieldName(APPLY_FIELDS[0], 'zh-CN')).value).toBe('王芳');
    expect(screen.getByLabelText<HTMLTextAreaElement>(fieldName(APPLY_FIELDS[1], 'zh-CN')).value).toBe('');
  });
});

describe('the apply form', () => {
  test(
    'full name and message content, sent with `add` as an application by "Apply now"',
    proves('FORM-APPLY-FIELDS', 'DECISION-APPLY-DESTINATION', 'ENDPOINT-ADD'),
    async () => {
      const user = userEvent.setup({ delay: null });
      renderForm(<ApplyForm />, 'zh-CN');
      expect(APPLY_FIELDS).toHaveLength(2);
      const fullName = screen.getByLabelText(fieldName(APPLY_FIELDS[0], 'zh-CN'));
      const message = screen.getByLabelText(fieldName(APPLY_FIELDS[1], 'zh-CN'));
      expect(message.tagName).toBe('TEXTAREA');
      const submit = () => user.click(screen.getByRole('button', { name: APPLY_SUBMIT['zh-CN'] }));
      await submit();
      // Pressed before anything is typed: the form's checks load first (decision 047), then the focus moves.
      await waitFor(() => expect(document.activeElement).toBe(fullName));
      expect(sent).toEqual([]);
      await user.type(fullName, '王芳');
      await user.type(message, '应聘前端开发工程师。');
      await submit();
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toMatch(/提交成功。我们已收到您的信息（编号 S\d{6}）/),
      );
      expect(calls).toEqual([callOf(ENDPOINTS.add)]);
      expect(sent).toEqual([{ type: APPLY_FORM.type, fullName: '王芳', message: '应聘前端开发工程师。' }]);
    },
  );
});
