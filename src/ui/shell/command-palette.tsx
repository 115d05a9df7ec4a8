import { Classes, DialogBody, InputGroup } from '@blueprintjs/core';
import { Dialog } from '../shared/app-dialog';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { quickHref, worthAsking, type QuickHit, type QuickKind } from '../../domain/search/quick-search';
import { decideAccess } from '../../domain/session/access';
import { useSession } from '../app/container-context';
import { ROUTES } from '../app/routes';
import { useNotify } from '../shared/use-notify';
import './command-palette.css';
import { useScreens } from '../app/use-cases';

type Group = QuickKind | 'screen';
const GROUPS: readonly Group[] = ['order', 'quote', 'reseller', 'user', 'screen'];
const SCREEN_LIMIT = 5;

interface Item {
  readonly key: string;
  readonly group: Group;
  readonly label: string;
  readonly detail: string;
  readonly href: string;
}

/** Case and accents aside: "Cdes" finds nothing, "commandes" finds "Commandes", "REVENDEUR" finds "Revendeurs". */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The command palette (docs/screens.md#command-palette): Ctrl+K or ⌘K, or the header's search
 * button. What is typed finds records (orders, quotes, resellers, users: within the user's rights,
 * the server's lists scoping them) and the screens of the sidebar the user may open, grouped by
 * kind. Arrows move, Enter opens, Escape closes; the count is announced.
 */
export function CommandPalette({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const search = useScreens().search.quick;
  const { user } = useSession();
  const { notifyError } = useNotify();
  const [, navigate] = useLocation();
  const id = useId();
  const [text, setText] = useState('');
  const [hits, setHits] = useState<readonly QuickHit[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (!worthAsking(text)) {
      setHits([]);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    const timer = setTimeout(() => {
      search.execute(text, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setHits(found);
          setStatus('ready');
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setStatus('error');
          notifyError(error);
        },
      );
    }, 150);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [text, search, notifyError]);

  const screens = useMemo(
    () =>
      ROUTES.filter((r) => r.menu && decideAccess(r.access, user, r.path).kind === 'allow').map((r) => ({
        path: r.path,
        label: t(r.menu?.labelKey ?? ''),
      })),
    [t, user],
  );

  const items = useMemo<Item[]>(() => {
    const needle = fold(text);
    const records = hits.map((h) => ({
      key: `${h.kind}:${h.id}`,
      group: h.kind,
      label: `${t(`palette.record.${h.kind}`, { id: h.id })} · ${h.label}`,
      detail: h.detail,
      href: quickHref(h),
    }));
    const pages = needle
      ? screens
          .filter((s) => fold(s.label).includes(needle))
          .slice(0, SCREEN_LIMIT)
          .map((s) => ({ key: `screen:${s.path}`, group: 'screen' as const, label: s.label, detail: '', href: s.path }))
      : [];
    return [...records, ...pages];
  }, [hits, screens, text, t]);

  useEffect(() => setActive(0), [items]);

  const close = () => {
    setText('');
    onClose();
  };
  const open = (item: Item | undefined) => {
    if (!item) return;
    close();
    navigate(item.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!items.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(items[active]);
    }
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const announced =
    status === 'loading'
      ? t('palette.searching')
      : status === 'error'
        ? t('palette.failed')
        : !worthAsking(text) && !items.length
          ? t('palette.hint')
          : items.length
            ? t('palette.count', { count: items.length })
            : t('palette.none');

  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('palette.title')} className="command-palette">
      <DialogBody>
        <InputGroup
          autoFocus
          large
          leftIcon={<SearchIcon />}
          role="combobox"
          aria-label={t('palette.label')}
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={items.length ? optionId(active) : undefined}
          placeholder={t('palette.placeholder')}
          value={text}
          onValueChange={setText}
          onKeyDown={onKeyDown}
        />
        <p className={`${Classes.TEXT_MUTED} command-palette-status`} role="status" aria-live="polite">
          {announced}
        </p>
        <div id={listId} role="listbox" aria-label={t('palette.results')} className="command-palette-list">
          {GROUPS.map((group) => {
            const inGroup = items.map((item, index) => ({ item, index })).filter(({ item }) => item.group === group);
            if (!inGroup.length) return null;
            const headingId = `${id}-${group}`;
            return (
              <div key={group} role="group" aria-labelledby={headingId}>
                <div id={headingId} role="presentation" className="command-palette-heading">
                  {t(`palette.groups.${group}`)}
                </div>
                {inGroup.map(({ item, index }) => (
                  <div
                    key={item.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={`command-palette-option${index === active ? ' active' : ''}`}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => open(item)}
                  >
                    <span>{item.label}</span>
                    {item.detail ? <span className={Classes.TEXT_MUTED}>{item.detail}</span> : null}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        <p className={`${Classes.TEXT_MUTED} command-palette-keys`}>{t('palette.keys')}</p>
      </DialogBody>
    </Dialog>
  );
}
