import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Dialog } from '../shared/app-dialog';
import { TimeIcon } from '@blueprintjs/icons';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe, useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { countdown } from '../../domain/session/idle';
import { AppError } from '../../domain/shared/errors';
import { useSession, useSessionUseCases } from '../app/container-context';

/**
 * docs/access.md#sessions: two minutes before the session's idle end, a dialog says when it ends
 * (m:ss) and offers to stay connected (a call that keeps the session) or to log out. Escape stays.
 * Before the absolute end no call helps: the dialog only says so. At the end the session ends here
 * and the login page says it expired.
 */
/** Stands for the countdown in its sentence. */
const TIME_MARK = '\u2063';

export function IdleWarning() {
  const { t } = useTranslation();
  const timeout = useSessionUseCases().timeout;
  const token = useSession().token;
  // Only whether it warns, and why: the shell does not render again as the session turns active.
  const onState = useCallback((onChange: () => void) => subscribe(timeout.state, onChange), [timeout]);
  const warning = useSyncExternalStore(onState, () => timeout.state.phase === 'warning');
  const absolute = useSyncExternalStore(onState, () => timeout.state.reason === 'absolute');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);

  useEffect(() => timeout.watch(), [timeout]);
  useEffect(() => {
    void timeout.follow();
  }, [timeout, token]);

  useEffect(() => {
    if (warning) return;
    setProblem(null);
    setAcknowledged(false);
  }, [warning]);

  const stay = () => {
    if (absolute) {
      setAcknowledged(true);
      return;
    }
    if (busy) return;
    setBusy(true);
    setProblem(null);
    timeout
      .stayConnected()
      .catch((error: unknown) => setProblem(error instanceof AppError ? error.message : 'errors.server'))
      .finally(() => setBusy(false));
  };

  return (
    <Dialog
      isOpen={warning && !acknowledged}
      onClose={stay}
      title={t(absolute ? 'idle.absoluteTitle' : 'idle.title')}
      icon={<TimeIcon />}
      canOutsideClickClose={false}
      aria-describedby="idle-warning-text"
      className="idle-warning"
    >
      {/* A component: rendered (and counting down) only while the dialog shows. */}
      <IdleWarningContent absolute={absolute} busy={busy} problem={problem} onStay={stay} />
    </Dialog>
  );
}

function IdleWarningContent({
  absolute,
  busy,
  problem,
  onStay,
}: {
  absolute: boolean;
  busy: boolean;
  problem: string | null;
  onStay: () => void;
}) {
  const { t } = useTranslation();
  const { remainingMs } = useSnapshot(useSessionUseCases().timeout.state);
  const [, navigate] = useLocation();
  const time = countdown(remainingMs);
  // The sentence around the countdown, which is marked up as a timer: `<time>{{time}}</time>` in
  // the translations (react-i18next's Trans would do it, at the cost of its parser in the first load).
  const [before, after = ''] = t(absolute ? 'idle.absoluteText' : 'idle.text', { time: TIME_MARK }).split(
    `<time>${TIME_MARK}</time>`,
  );
  return (
    <>
      <DialogBody>
        <p id="idle-warning-text">
          {before}
          <strong role="timer" aria-live="off">
            {time}
          </strong>
          {after}
        </p>
        {problem ? (
          <Callout intent="danger" role="alert">
            {t(problem, { defaultValue: problem })}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('idle.logout')} onClick={() => navigate('/logout')} />
            <Button
              intent="primary"
              loading={busy}
              text={t(absolute ? 'idle.ok' : 'idle.stay')}
              onClick={onStay}
              autoFocus
            />
          </>
        }
      />
    </>
  );
}
