import {
  Button,
  Checkbox,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Menu,
  MenuDivider,
  MenuItem,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { Popover } from '../app-popover';
import { Dialog } from '../app-dialog';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  BookmarkIcon,
  CaretDownIcon,
  ColumnLayoutIcon,
  TickIcon,
} from '@blueprintjs/icons';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import {
  arrangeColumns,
  moveColumn,
  showsView,
  viewQuery,
  VIEW_NAME_MAX,
  type Density,
  type ListId,
  type SavedView,
} from '../../../domain/lists/list-settings';
import { ValidationError } from '../../../domain/shared/errors';
import { useConfirm } from '../confirm-dialog';
import { useNotify } from '../use-notify';
import type { ListPreferencesState } from './list-settings';
import { useSavedViews } from './list-settings';
import { focusFirstField } from './list-filters';
import './list-settings-bar.css';
import { failureText } from '../failure-text';

/** The `view` parameter of the URL: the saved view the list was opened from. */
function useViewParam(): { viewId: number | null; search: string; open(view: SavedView): void; leave(): void } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const id = Number(params.get('view'));
  return {
    viewId: Number.isInteger(id) && id > 0 ? id : null,
    search,
    open: (view) => navigate(`${location}?${view.query ? `${view.query}&` : ''}view=${view.id}`),
    leave: () => {
      params.delete('view');
      const rest = params.toString();
      navigate(`${location}${rest ? `?${rest}` : ''}`, { replace: true });
    },
  };
}

type NameDialog = { mode: 'create' } | { mode: 'rename'; view: SavedView } | null;

/** The dialog naming a new view or renaming one; the server's refusal (a taken name) shows on the field. */
function ViewNameDialog({
  state,
  onClose,
  onSave,
}: {
  state: NameDialog;
  onClose: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      isOpen={state !== null}
      onClose={busy ? undefined : onClose}
      title={state?.mode === 'rename' ? t('lists.views.renameTitle') : t('lists.views.saveTitle')}
      // Once open, the field again: on a slow device the menu that opened the dialog gave the focus
      // back to its button after the field had taken it, and the dialog then kept it on itself.
      onOpened={() => input.current?.focus()}
    >
      {/* A component: rendered only while the dialog shows, each opening with a fresh name. */}
      <ViewNameForm state={state} input={input} busy={busy} onBusy={setBusy} onClose={onClose} onSave={onSave} />
    </Dialog>
  );
}

function ViewNameForm({
  state,
  input,
  busy,
  onBusy,
  onClose,
  onSave,
}: {
  state: NameDialog;
  input: RefObject<HTMLInputElement | null>;
  busy: boolean;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(state?.mode === 'rename' ? state.view.name : '');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const submit = () => {
    if (!name.trim()) {
      setError(t('validation.required'));
      return;
    }
    onBusy(true);
    onSave(name.trim())
      .then(onClose, (failure: unknown) => {
        if (failure instanceof ValidationError && failure.errors.length > 0) {
          setError(failure.errors.map((e) => e.message).join(' '));
        } else setError(failureText(failure, t));
      })
      .finally(() => onBusy(false));
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogBody>
        <FormGroup
          label={t('lists.views.name')}
          labelFor={inputId}
          intent={error ? 'danger' : 'none'}
          helperText={error ?? t('lists.views.nameHelp')}
        >
          <InputGroup
            id={inputId}
            inputRef={input}
            autoFocus
            value={name}
            maxLength={VIEW_NAME_MAX}
            intent={error ? 'danger' : 'none'}
            aria-invalid={error ? true : undefined}
            onValueChange={(value) => {
              setName(value);
              setError(null);
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('lists.views.closeWithoutSaving')} onClick={onClose} disabled={busy} />
            <Button type="submit" intent="primary" text={t('lists.views.save')} loading={busy} />
          </>
        }
      />
    </form>
  );
}

/**
 * The saved views of one list (docs/lists.md#saved-views): open one, save the list as it is shown
 * under a name, and for the view open, save the list into it, rename or delete it.
 */
export function ViewsMenu({ list }: { list: ListId }) {
  const { t } = useTranslation();
  const { views, loaded, create, update, remove } = useSavedViews(list);
  const { viewId, search, open, leave } = useViewParam();
  const { notify, notifyError } = useNotify();
  const [dialog, confirm] = useConfirm();
  const [naming, setNaming] = useState<NameDialog>(null);
  const current = views.find((view) => view.id === viewId) ?? null;
  const modified = current !== null && !showsView(current, search);

  // `?view=12` alone (a bookmark, a shared link): the view's query is applied; a view that is gone is said so.
  useEffect(() => {
    if (!loaded || viewId === null) return;
    const view = views.find((v) => v.id === viewId);
    if (!view) {
      notify({ intent: 'warning', titleKey: 'lists.views.gone' });
      leave();
    } else if (viewQuery(search) === '' && view.query !== '') open(view);
    // Only when the view asked for or the views change; not on every filter change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, viewId, views]);

  const saveNew = async (name: string) => {
    const view = await create({ name, query: viewQuery(search) });
    notify({ intent: 'success', titleKey: 'lists.views.saved', values: { name: view.name } });
    open(view);
  };
  const rename = async (view: SavedView, name: string) => {
    await update(view.id, { name, query: view.query });
    notify({ intent: 'success', titleKey: 'lists.views.renamed', values: { name } });
  };
  const saveInto = (view: SavedView) =>
    update(view.id, { name: view.name, query: viewQuery(search) }).then(
      () => notify({ intent: 'success', titleKey: 'lists.views.updated', values: { name: view.name } }),
      (error: unknown) => notifyError(error),
    );
  const askRemove = async (view: SavedView) => {
    const yes = await confirm({
      title: t('lists.views.deleteTitle', { name: view.name }),
      body: t('lists.views.deleteBody'),
      confirmText: t('lists.views.delete'),
      cancelText: t('lists.views.keep'),
      intent: 'danger',
    });
    if (!yes) return;
    await remove(view.id).then(
      () => {
        notify({ intent: 'success', titleKey: 'lists.views.deleted', values: { name: view.name } });
        if (view.id === viewId) leave();
      },
      (error: unknown) => notifyError(error),
    );
  };

  const label = current ? (modified ? t('lists.views.modified', { name: current.name }) : current.name) : null;
  return (
    <>
      <Popover
        placement="bottom-start"
        onOpened={focusFirstField}
        content={
          <ViewsMenuItems
            views={views}
            loaded={loaded}
            viewId={viewId}
            current={current}
            modified={modified}
            onOpen={open}
            onName={setNaming}
            onSaveInto={(view) => void saveInto(view)}
            onRemove={(view) => void askRemove(view)}
          />
        }
      >
        <Button icon={<BookmarkIcon />} endIcon={<CaretDownIcon />} className="views-button">
          {label ? (
            <>
              <span className="visually-hidden">{t('lists.views.current')} </span>
              {label}
            </>
          ) : (
            t('lists.views.button')
          )}
        </Button>
      </Popover>
      <ViewNameDialog
        state={naming}
        onClose={() => setNaming(null)}
        onSave={(name) => (naming?.mode === 'rename' ? rename(naming.view, name) : saveNew(name))}
      />
      {dialog}
    </>
  );
}

/** The views menu's items: rendered only while the menu is open. */
function ViewsMenuItems({
  views,
  loaded,
  viewId,
  current,
  modified,
  onOpen,
  onName,
  onSaveInto,
  onRemove,
}: {
  views: readonly SavedView[];
  loaded: boolean;
  viewId: number | null;
  current: SavedView | null;
  modified: boolean;
  onOpen: (view: SavedView) => void;
  onName: (dialog: NameDialog) => void;
  onSaveInto: (view: SavedView) => void;
  onRemove: (view: SavedView) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu aria-label={t('lists.views.menu')}>
      {views.length === 0 ? <MenuItem disabled text={loaded ? t('lists.views.none') : t('app.loading')} /> : null}
      {views.map((view) => (
        <MenuItem
          key={view.id}
          text={view.name}
          icon={view.id === viewId ? <TickIcon /> : undefined}
          aria-current={view.id === viewId ? 'true' : undefined}
          onClick={() => onOpen(view)}
        />
      ))}
      <MenuDivider />
      <MenuItem text={t('lists.views.saveAs')} onClick={() => onName({ mode: 'create' })} />
      {current ? (
        <>
          <MenuItem
            text={t('lists.views.update', { name: current.name })}
            disabled={!modified}
            onClick={() => onSaveInto(current)}
          />
          <MenuItem
            text={t('lists.views.rename', { name: current.name })}
            onClick={() => onName({ mode: 'rename', view: current })}
          />
          <MenuItem
            text={t('lists.views.deleteOne', { name: current.name })}
            intent="danger"
            onClick={() => onRemove(current)}
          />
        </>
      ) : null}
    </Menu>
  );
}

interface ChooserColumn {
  readonly key: string;
  readonly labelKey: string;
}

interface ColumnChooserProps {
  columns: readonly ChooserColumn[];
  /** The row's identity: always shown. */
  fixed: ReadonlySet<string>;
  preferences: ListPreferencesState;
}

/** The chooser's panel: rendered only while its popover is open (its names are translated then). */
function ColumnChooserPanel({ columns, fixed, preferences }: ColumnChooserProps) {
  const { t } = useTranslation();
  const { prefs, change } = preferences;
  const arranged = arrangeColumns(columns, prefs, fixed);
  const keys = arranged.map((c) => c.column.key);
  const hidden = arranged.filter((c) => !c.shown).map((c) => c.column.key);
  const titleId = useId();
  const densityId = useId();
  return (
    <div className="column-chooser" role="group" aria-labelledby={titleId}>
      <h2 id={titleId} className="column-chooser-title">
        {t('lists.columns.title')}
      </h2>
      <ul>
        {arranged.map(({ column, shown }, index) => {
          const name = t(column.labelKey);
          return (
            <li key={column.key}>
              <Checkbox
                label={name}
                checked={shown}
                disabled={fixed.has(column.key)}
                onChange={() =>
                  change({
                    hidden: shown ? [...hidden, column.key] : hidden.filter((key) => key !== column.key),
                    order: keys,
                  })
                }
              />
              <Button
                variant="minimal"
                size="small"
                icon={<ArrowUpIcon />}
                aria-label={t('lists.columns.up', { name })}
                disabled={fixed.has(column.key) || index === 0 || fixed.has(keys[index - 1] ?? '')}
                onClick={() => change({ order: moveColumn(keys, column.key, -1) })}
              />
              <Button
                variant="minimal"
                size="small"
                icon={<ArrowDownIcon />}
                aria-label={t('lists.columns.down', { name })}
                disabled={fixed.has(column.key) || index === arranged.length - 1}
                onClick={() => change({ order: moveColumn(keys, column.key, 1) })}
              />
            </li>
          );
        })}
      </ul>
      <RadioGroup
        className="column-chooser-density"
        label={<span id={densityId}>{t('lists.density.label')}</span>}
        inline
        selectedValue={prefs?.density ?? 'standard'}
        onChange={(event) => change({ density: event.currentTarget.value as Density })}
      >
        <Radio value="standard" label={t('lists.density.standard')} />
        <Radio value="compact" label={t('lists.density.compact')} />
      </RadioGroup>
      <Button
        text={t('lists.columns.reset')}
        disabled={!prefs?.order && !prefs?.hidden && !prefs?.density}
        onClick={() => change({ order: undefined, hidden: undefined, density: undefined })}
      />
    </div>
  );
}

/**
 * The column chooser (docs/lists.md#columns-and-density): show or hide each column, move it up or
 * down, back to the list's own columns, and the density; saved on the server as they change.
 */
export function ColumnChooser(props: ColumnChooserProps) {
  const { t } = useTranslation();
  return (
    <Popover placement="bottom-end" onOpened={focusFirstField} content={<ColumnChooserPanel {...props} />}>
      <Button icon={<ColumnLayoutIcon />} endIcon={<CaretDownIcon />} text={t('lists.columns.button')} />
    </Popover>
  );
}
