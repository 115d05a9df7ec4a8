import { describeAuditContract } from './audit.contract';
import { describeAuthGatewayContract } from './auth-gateway.contract';
import { describeCatalogueContract } from './catalogue.contract';
import { describeDashboardContract } from './dashboard.contract';
import { describeListSettingsContract } from './list-settings.contract';
import { memoryHarness, useHttpHarness } from './harness';
import { describeNotificationsContract } from './notifications.contract';
import { describeOrderRepositoryContract } from './order-repository.contract';
import { describeQuoteRepositoryContract } from './quotes.contract';
import { describeRequestsContract } from './requests.contract';
import { describeResellersContract } from './resellers.contract';
import { describeSessionsContract } from './sessions.contract';
import { describeTourSandboxContract } from './tour-sandbox.contract';
import { describeUserRepositoryContract } from './user-repository.contract';
import { describeVersionsContract } from './versions.contract';

const httpHarness = useHttpHarness();

for (const [name, make] of [
  ['memory adapter', memoryHarness],
  ['HTTP adapter over msw/node', httpHarness],
] as const) {
  describeAuthGatewayContract(name, make);
  describeSessionsContract(name, make);
  describeUserRepositoryContract(name, make);
  describeVersionsContract(name, make);
  describeCatalogueContract(name, make);
  describeResellersContract(name, make);
  describeOrderRepositoryContract(name, make);
  describeRequestsContract(name, make);
  describeQuoteRepositoryContract(name, make);
  describeAuditContract(name, make);
  describeListSettingsContract(name, make);
  describeDashboardContract(name, make);
  describeTourSandboxContract(name, make);
  describeNotificationsContract(name, make);
}
