import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './shellSupport';

/**
 * Issue 12, real-server behaviour: every client path is the app, sign-in refusals by Misskey's
 * error ids, the captcha the server asks for, and sign-up as the server is configured.
 */

const accountButton = (page: Page, username: string) => page.getByRole('button', { name: `Account: @${username}` });
const signinForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });
const signupForm = (page: Page) => page.getByRole('form', { name: 'Sign up' });

async function fillSignin(page: Page, username: string, password = 'password') {
  await signinForm(page).getByLabel('Username').fill(username);
  await signinForm(page).getByLabel('Password').fill(password);
}

async function settings(request: APIRequestContext, s: Record<string, unknown>) {
  expect((await request.post('/__dev/server-settings', { data: s })).ok()).toBe(true);
}

async function openSignup(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(signupForm(page)).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

test('every client path is the app, dots included (remote users, instance info, tags)', async ({ page }) => {
  await signIn(page, 'alice');
  for (const path of ['/@frank@remote.example', '/instance-info/example.com', '/tags/a.b']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    expect(res?.headers()['content-type'], path).toContain('text/html');
    await expect(accountButton(page, 'alice'), path).toBeVisible();
  }
});

test('sign-in refusals are told by their error id: no such user, wrong password, suspended, too many attempts', async ({
  page,
  request,
}) => {
  await page.goto('/');
  // The server asks for no captcha: none is loaded.
  await expect(signinForm(page).getByLabel('Username')).toBeVisible();
  await expect(signinForm(page).getByRole('group', { name: 'Captcha' })).toHaveCount(0);
  const alert = signinForm(page).getByRole('alert');
  const submit = signinForm(page).getByRole('button', { name: 'Sign in' });

  await fillSignin(page, 'nobody_here');
  await submit.click();
  await expect(alert).toContainText('There is no account with this username on this server.');

  await fillSignin(page, 'alice', 'wrong');
  await submit.click();
  await expect(alert).toContainText('The password is not correct.');
  // What was typed stays.
  await expect(signinForm(page).getByLabel('Username')).toHaveValue('alice');

  await request.post('/__dev/suspend', { data: { username: 'bob' } });
  await fillSignin(page, 'bob');
  await submit.click();
  await expect(alert).toContainText('This account is suspended.');
  await expect(alert).not.toContainText(/Signin failed|e03a5f46/);

  await settings(request, { signinLimit: 0 });
  await fillSignin(page, 'alice');
  await submit.click();
  await expect(alert).toContainText('Too many sign-in attempts');
  await expect(accountButton(page, 'alice')).toHaveCount(0);
});

test('the test captcha appears when the server asks for it, and sign-in needs it solved', async ({ page, request }) => {
  await settings(request, { captcha: 'testcaptcha' });
  await page.goto('/');
  const captcha = signinForm(page).getByRole('group', { name: 'Captcha' });
  await expect(captcha).toBeVisible();
  await fillSignin(page, 'alice');
  const submit = signinForm(page).getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeDisabled();
  await captcha.getByLabel(/Type “ai-chan-kawaii”/).fill('wrong');
  await captcha.getByRole('button', { name: 'Check' }).click();
  await expect(captcha.getByRole('alert')).toHaveText('That is not it. Type it exactly.');
  await expect(submit).toBeDisabled();
  await captcha.getByLabel(/Type “ai-chan-kawaii”/).fill('ai-chan-kawaii');
  await captcha.getByRole('button', { name: 'Check' }).click();
  await expect(signinForm(page).getByText('Test captcha passed.')).toBeVisible();
  await submit.click();
  await expect(accountButton(page, 'alice')).toBeVisible();
});

test('sign-up: a taken name is shown before submitting and after; success signs the person in', async ({ page, request }) => {
  await openSignup(page);
  const form = signupForm(page);
  const name = form.getByLabel('Username');
  await name.fill('alice');
  await expect(form.getByText('This username is already taken.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  await name.fill('newcomer');
  await expect(form.getByText('This username is available.')).toBeVisible();
  await form.getByLabel('Password').fill('secret-pw');
  await form.getByLabel('I have read and agree to the server rules').check();
  // Someone else takes it between the check and the submit: the server's bare 400 says so.
  expect((await request.post('/api/signup', { data: { username: 'newcomer', password: 'x' } })).ok()).toBe(true);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('This username is already taken.')).toBeVisible();
  await name.fill('newcomer2');
  await expect(form.getByText('This username is available.')).toBeVisible();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(accountButton(page, 'newcomer2')).toBeVisible();
});

test("sign-up shows the server's rules and terms, and cannot be sent without agreeing", async ({ page }) => {
  await openSignup(page);
  const form = signupForm(page);
  const rules = form.getByRole('group', { name: 'Server rules' });
  await expect(rules.getByRole('listitem')).toHaveText(['Be kind.', 'This is a development server: data may be reset at any time.']);
  await expect(rules.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', /\/__fixtures\/tos\.html$/);
  await form.getByLabel('Username').fill('ruleless');
  await form.getByLabel('Password').fill('pw');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect
    .poll(() => form.getByLabel('I have read and agree to the server rules').evaluate((el: HTMLInputElement) => el.validity.valueMissing))
    .toBe(true);
  await expect(accountButton(page, 'ruleless')).toHaveCount(0);
});

test('sign-up on an invitation-only server asks for the code; a wrong one is refused', async ({ page, request }) => {
  await settings(request, { disableRegistration: true, invitationCodes: ['KITE-1234'] });
  await openSignup(page);
  const form = signupForm(page);
  await expect(form.getByText('This server only accepts new accounts with an invitation code.')).toBeVisible();
  await form.getByLabel('Invitation code').fill('NOPE');
  await form.getByLabel('Username').fill('invitee');
  await form.getByLabel('Password').fill('pw');
  await form.getByLabel('I have read and agree to the server rules').check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByRole('alert')).toHaveText('The server refused the sign-up. Check the invitation code and the email address.');
  await form.getByLabel('Invitation code').fill('KITE-1234');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(accountButton(page, 'invitee')).toBeVisible();
});

test('sign-up with email confirmation says to open the mailed link', async ({ page, request }) => {
  await settings(request, { emailRequiredForSignup: true });
  await openSignup(page);
  const form = signupForm(page);
  await form.getByLabel('Username').fill('mailer');
  await form.getByLabel('Password').fill('pw');
  await form.getByLabel('Email address').fill('mailer@example.com');
  await form.getByLabel('I have read and agree to the server rules').check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'open the link the server sent to mailer@example.com' })).toBeVisible();
  await expect(accountButton(page, 'mailer')).toHaveCount(0);
});
