import { describeAuditContract } from './audit.contract';
import { describeAuthGatewayContract } from './auth-gateway.contract';
import { describeCatalogueContract } from './catalogue.contract';
import { describeDashboardContract } from './dashboard.contract';
import { describeListSettingsContract } from './list-settings.contract';
import type { MakeHarness } from './harness';
import { describeNotificationsContract } from './notifications.contract';
import { describeOrderRepositoryContract } from './order-repository.contract';
import { describeQuoteRepositoryContract } from './quotes.contract';
import { describeRequestsContract } from './requests.contract';
import { describeResellersContract } from './resellers.contract';
import { describeSessionsContract } from './sessions.contract';
import { describeTourSandboxContract } from './tour-sandbox.contract';
import { describeUserRepositoryContract } from './user-repository.contract';
import { describeVersionsContract } from './versions.contract';

/**
 * Every port's contract suite over one transport: memory-adapter.test.ts and http-adapter.test.ts, two
 * files so that vitest's two workers share them (one file took the last 10 s of the run alone).
 */
export function describeContracts(name: string, make: MakeHarness): void {
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
