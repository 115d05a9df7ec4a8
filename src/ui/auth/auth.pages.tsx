import { Button, Callout, Classes, FormGroup, H2, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { landingAfterLogin } from '../../domain/session/access';
import { AccountNotAllowedError, AppError, TooManyRequestsError, ValidationError } from '../../domain/shared/errors';
import { PASSWORD_MIN_LENGTH } from '../../domain/users/user.schema';
import { LOGIN_MAX_LENGTH } from '../../domain/users/user';
import { useServices, useSession, useSessionUseCases } from '../app/container-context';
import { useNotify } from '../shared/use-notify';
import { useFocusAfterPaint } from '../shared/use-focus-after-paint';
import { AuthLayout } from './auth-layout';
import { useTooManyText } from './too-many';

export const REDIRECT_AFTER_PASSWORD_MS = 5000;

const DEMO_ACCOUNTS = [
  { login: 'admin@demo.local', role: 'ROLE_ADMIN' },
  { login: 'superadmin@demo.local', role: 'ROLE_ADMIN', noteKey: 'login.demo.superadmin' },
  { login: 'reseller@demo.local', role: 'ROLE_RESELLER', noteKey: 'login.demo.reseller' },
  { login: 'reseller2@demo.local', role: 'ROLE_RESELLER', noteKey: 'login.demo.reseller2' },
  { login: 'reader@demo.local', role: 'ROLE_READER', noteKey: 'login.demo.reader' },
  { login: 'client@demo.local', role: 'ROLE_RESELLER_FRONT', noteKey: 'login.demo.client' },
] as const;

function DemoAccounts({ onPick }: { onPick: (login: string) => void }) {
  const { t } = useTranslation();
  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-title">
      <H2 id="demo-accounts-title">{t('login.demo.title')}</H2>
      <p className={Classes.TEXT_MUTED}>{t('login.demo.password')}</p>
      <HTMLTable compact className="full-width">
        <tbody>
          {DEMO_ACCOUNTS.map((account) => (
            <tr key={account.login}>
              <td>
                <Button
                  variant="minimal"
                  size="small"
                  onClick={() => onPick(account.login)}
                  aria-label={t('login.demo.use', { login: account.login })}
                >
                  {account.login}
                </Button>
              </td>
              <td>
                {t(`roles.${account.role}`)}
                {'noteKey' in account ? <span className={Classes.TEXT_MUTED}> — {t(account.noteKey)}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const firstField = useFocusAfterPaint<HTMLInputElement>();
  const login = useSessionUseCases().login;
  const { demo, preloadAfterLogin } = useServices();
  const { notify, notifyError } = useNotify();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [tooMany, setTooMany] = useState<string | null>(null);
  const tooManyText = useTooManyText();
  const { endedBy } = useSession();
  const landing = () => landingAfterLogin(new URLSearchParams(search).get('redirectFrom'));
  // What a login opens loads as the user starts typing (docs/performance.md#fast-on-a-phone).
  const preloaded = useRef(false);
  const typed = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (!preloaded.current) {
      preloaded.current = true;
      preloadAfterLogin?.(landing());
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setTooMany(null);
    login.execute(username, password).then(
      () => navigate(landing(), { replace: true }),
      (error: unknown) => {
        setBusy(false);
        // docs/access.md#sessions: throttled; what was typed stays.
        if (error instanceof TooManyRequestsError) setTooMany(tooManyText(error));
        else if (error instanceof AccountNotAllowedError)
          notify({ intent: 'danger', titleKey: 'login.errorTitle', messageKey: error.message });
        else notifyError(error, 'login.errorTitle');
      },
    );
  };

  return (
    <AuthLayout title={t('login.title')}>
      <form onSubmit={submit} noValidate>
        {/* docs/access.md#several-tabs-one-session: why this tab is back at the login page. */}
        {endedBy === 'other-tab' ? (
          <Callout intent="primary" role="status" className="spaced">
            {t('otherTab.loggedOut')}
          </Callout>
        ) : null}
        <TooManyCallout text={tooMany} />
        <FormGroup label={t('login.username')} labelFor="login-username">
          <InputGroup
            id="login-username"
            name="username"
            autoComplete="username"
            value={username}
            onValueChange={typed(setUsername)}
            inputRef={firstField}
            maxLength={LOGIN_MAX_LENGTH}
            required
          />
        </FormGroup>
        <FormGroup label={t('login.password')} labelFor="login-password">
          <InputGroup
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={typed(setPassword)}
            required
          />
        </FormGroup>
        <div className="form-actions">
          <Link href="/forgot-password">{t('login.forgot')}</Link>
          <Button type="submit" intent="primary" disabled={busy} text={t('login.submit')} />
        </div>
        {busy ? (
          <div className="connecting" role="status">
            <Spinner size={16} /> {t('login.connecting')}
          </div>
        ) : null}
      </form>
      {demo ? (
        <DemoAccounts
          onPick={(value) => {
            setUsername(value);
            setPassword('demo');
          }}
        />
      ) : null}
    </AuthLayout>
  );
}

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const firstField = useFocusAfterPaint<HTMLInputElement>();
  const { demo } = useServices();
  const logout = useSessionUseCases().logout;
  const reset = useSessionUseCases().requestPasswordReset;
  const { notify, notifyError } = useNotify();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [tooMany, setTooMany] = useState<string | null>(null);
  const tooManyText = useTooManyText();

  // docs/screens.md#session-screens: the forgot-password page logs out on entry.
  useEffect(() => void logout.execute(), [logout]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setTooMany(null);
    reset.execute(email).then(
      () => {
        setBusy(false);
        setSent(true);
        notify({ intent: 'success', messageKey: 'forgot.sent', values: { email: email.trim() } });
      },
      (error: unknown) => {
        setBusy(false);
        if (error instanceof TooManyRequestsError) setTooMany(tooManyText(error));
        else if (error instanceof ValidationError && error.message === 'forgot.noActiveAccount') {
          notify({
            intent: 'danger',
            titleKey: 'errors.title',
            messageKey: 'forgot.noActiveAccount',
            values: { email: email.trim() },
          });
        } else if (error instanceof ValidationError && error.message === 'forgot.fillEmail') {
          notify({ intent: 'danger', titleKey: 'errors.title', messageKey: 'forgot.fillEmail' });
        } else notifyError(error);
      },
    );
  };

  return (
    <AuthLayout title={t('forgot.title')}>
      {sent ? (
        <Callout intent="success" className="spaced">
          <p>{t('forgot.sent', { email: email.trim() })}</p>
          {/* docs/screens.md#sent-mails: the demo sends nothing; its outbox shows the mail. */}
          {demo ? <p>{t('forgot.demoOutbox')}</p> : null}
        </Callout>
      ) : null}
      <form onSubmit={submit} noValidate>
        <TooManyCallout text={tooMany} />
        <FormGroup label={t('forgot.email')} labelFor="forgot-email" helperText={t('forgot.help')}>
          <InputGroup
            id="forgot-email"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            inputRef={firstField}
            maxLength={LOGIN_MAX_LENGTH}
          />
        </FormGroup>
        <div className="form-actions">
          <Link href="/login">{t('forgot.back')}</Link>
          <Button type="submit" intent="primary" loading={busy} text={t('forgot.submit')} />
        </div>
      </form>
    </AuthLayout>
  );
}

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const params = useParams<{ token: string; id: string }>();
  const change = useSessionUseCases().changePassword;
  const { notify } = useNotify();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const tooManyText = useTooManyText();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_AFTER_PASSWORD_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setFieldError(null);
    // docs/access.md#sessions: the length is checked here too; the server checks every rule.
    if (password.length < PASSWORD_MIN_LENGTH) {
      setFieldError('validation.passwordLength');
      return;
    }
    setBusy(true);
    change.execute(params.token, Number(params.id), password).then(
      () => {
        setBusy(false);
        setDone(true);
        notify({ intent: 'success', messageKey: 'changePassword.success' });
      },
      (error: unknown) => {
        setBusy(false);
        const onPassword = error instanceof ValidationError ? error.errors.find((e) => e.field === 'password') : null;
        if (onPassword) setFieldError(onPassword.message);
        else if (error instanceof TooManyRequestsError) setProblem(tooManyText(error));
        else setProblem(error instanceof AppError ? error.message : 'errors.server');
      },
    );
  };

  const problemText =
    problem === 'error_token' || problem === 'error_wrong_user'
      ? t(`changePassword.${problem}`)
      : problem
        ? t(problem, { defaultValue: problem })
        : null;

  return (
    <AuthLayout title={t('changePassword.title')}>
      {done ? (
        <Callout intent="success" role="status">
          {t('changePassword.success')} {t('changePassword.redirecting')}
        </Callout>
      ) : (
        <form onSubmit={submit} noValidate>
          {problemText ? (
            <Callout intent="danger" role="alert" className="spaced">
              {problemText}{' '}
              {problem === 'error_token' || problem === 'error_wrong_user' ? t('changePassword.contactAdmin') : null}
            </Callout>
          ) : null}
          <FormGroup
            label={t('changePassword.password')}
            labelFor="new-password"
            intent={fieldError ? 'danger' : 'none'}
            helperText={
              <span id="new-password-help">
                {fieldError ? t(fieldError, { defaultValue: fieldError }) : t('passwordRules.hint')}
              </span>
            }
          >
            <InputGroup
              id="new-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onValueChange={setPassword}
              intent={fieldError ? 'danger' : 'none'}
              aria-invalid={Boolean(fieldError)}
              aria-describedby="new-password-help"
              autoFocus
            />
          </FormGroup>
          <div className="form-actions">
            <Link href="/login">{t('forgot.back')}</Link>
            <Button type="submit" intent="primary" loading={busy} text={t('changePassword.submit')} />
          </div>
        </form>
      )}
    </AuthLayout>
  );
}

/** A throttled attempt (429): how long to wait, announced once. */
function TooManyCallout({ text }: { text: string | null }) {
  return text ? (
    <Callout intent="warning" role="alert" className="spaced">
      {text}
    </Callout>
  ) : null;
}

/** /logout: ends the session and goes to the login page. */
export function LogoutPage() {
  const logout = useSessionUseCases().logout;
  const [, navigate] = useLocation();
  useEffect(() => {
    void logout.execute();
    navigate('/login', { replace: true });
  }, [logout, navigate]);
  return null;
}
