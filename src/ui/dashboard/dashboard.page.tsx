import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { roleOf } from '../../domain/users/role';
import { useSession } from '../app/container-context';

/** Until the dashboards land: a greeting by name and role, and nothing that pretends to be a chart. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const role = roleOf(user);
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="bp6-heading">
        {t('dashboard.hello', { name: user.firstname || user.username })}
      </h1>
      <Card>
        <p>{t('dashboard.role', { role: role ? t(`roles.${role}`) : '' })}</p>
        {user.company ? <p>{t('dashboard.company', { company: user.company })}</p> : null}
      </Card>
    </section>
  );
}
