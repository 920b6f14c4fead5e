import type { Container } from 'inversify';
import { useContainer } from './di-context';
import { TOKENS } from './di-tokens';
import { HttpAsnGateway } from './gateways/asn-gateway';
import { HttpBillingGateway } from './gateways/billing-gateway';
import { HttpDashboardGateway } from './gateways/dashboard-gateway';
import { HttpDeveloperGateway } from './gateways/developer-gateway';
import { HttpInventoryGateway } from './gateways/inventory-gateway';
import { HttpOrderGateway } from './gateways/order-gateway';
import { HttpOrderUploadGateway } from './gateways/order-upload-gateway';
import { HttpOverdueGateway } from './gateways/overdue-gateway';
import { HttpProductGateway } from './gateways/product-gateway';
import { HttpRmaGateway } from './gateways/rma-gateway';
import { HttpServiceGateway } from './gateways/service-gateway';
import { HttpSubAccountGateway } from './gateways/sub-account-gateway';
import { HttpTwoFactorGateway } from './gateways/two-factor-gateway';
import { WorkerOrderFileChecker } from './screens/order-upload/row-checker';

/**
 * The second half of the composition root: the gateways only the signed-in screens use. The
 * layouts bind them as they first draw, so their code and their areas' route tables load with the
 * layout's chunk, not with the login page (issue 19). The composition root (container.ts) binds
 * what the login, the public screens and the shell use. Binding twice binds nothing more.
 */
export function bindSignedInGateways(container: Container): void {
  if (container.isBound(TOKENS.OrderGateway)) return;
  container.bind(TOKENS.DashboardGateway).to(HttpDashboardGateway);
  container.bind(TOKENS.ProductGateway).to(HttpProductGateway);
  container.bind(TOKENS.AsnGateway).to(HttpAsnGateway);
  container.bind(TOKENS.InventoryGateway).to(HttpInventoryGateway);
  container.bind(TOKENS.RmaGateway).to(HttpRmaGateway);
  container.bind(TOKENS.ServiceGateway).to(HttpServiceGateway);
  container.bind(TOKENS.BillingGateway).to(HttpBillingGateway);
  container.bind(TOKENS.OverdueGateway).to(HttpOverdueGateway);
  container.bind(TOKENS.SubAccountGateway).to(HttpSubAccountGateway);
  container.bind(TOKENS.DeveloperGateway).to(HttpDeveloperGateway);
  container.bind(TOKENS.TwoFactorGateway).to(HttpTwoFactorGateway);
  container.bind(TOKENS.OrderGateway).to(HttpOrderGateway);
  container.bind(TOKENS.OrderUploadGateway).to(HttpOrderUploadGateway);
  container.bind(TOKENS.OrderFileChecker).toConstantValue(new WorkerOrderFileChecker());
}

/** A signed-in layout's first draw binds the signed-in gateways, before its screens ask for one. */
export function useSignedInGateways(): void {
  // every draw asks; the first binds, the later ones find them bound
  bindSignedInGateways(useContainer());
}
