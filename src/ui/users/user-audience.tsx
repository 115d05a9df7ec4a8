import { Tag } from '../shared/app-tag';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { can } from '../../domain/session/can';
import { type User } from '../../domain/users/user';
import { isSuperAdmin } from '../../domain/users/super-admin';
import { useSession } from '../app/container-context';

/**
 * docs/screens.md#users: staff see the back-office accounts, an admin manages them; a reseller sees and
 * manages its own quote users only (`ownQuoteUsers`); a reader changes its own login and password only.
 */
export function useAudience() {
  const session = useSession();
  const user = session.user;
  return {
    user,
    ownQuoteUsers: can(user, 'read', 'user') && !can(user, 'read-all', 'user'),
    may: {
      create: can(user, 'create', 'user'),
      update: can(user, 'update', 'user'),
      switch: can(user, 'switch', 'user'),
      remove: can(user, 'delete', 'user'),
      endSessions: can(user, 'end-sessions', 'user'),
      /** Opens an account's edit screen: any it may change, or its own for its login and password only (a reader). */
      edit: (id: number) => can(user, 'update', 'user') || (id === user?.id && can(user, 'change-own-keys', 'user')),
    },
  };
}

/** The account's roles, and "super-admin" on the account whose keys are its own (docs/access.md#the-super-admin). */
export function RoleBadges({ account }: { account: User }) {
  const { t } = useTranslation();
  return (
    <span className="badges">
      {account.roles.map((role) => (
        <Tag key={role} intent={role === 'ROLE_ADMIN' ? 'danger' : 'none'} minimal={role !== 'ROLE_ADMIN'}>
          {t(`roles.${role}`, { defaultValue: role })}
        </Tag>
      ))}
      {isSuperAdmin(account) ? (
        <Tag intent="primary" minimal title={t('users.superAdminNotice')}>
          {t('users.superAdmin')}
        </Tag>
      ) : null}
    </span>
  );
}

export function BackLink() {
  const { t } = useTranslation();
  return (
    <Link href="/user" className="back-link">
      <ArrowLeftIcon /> {t('users.back')}
    </Link>
  );
}
