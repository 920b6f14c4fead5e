import type { Container } from 'inversify';
import { useContainer } from './di-context';
import { TOKENS } from './di-tokens';
import { get } from './di-get';
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
  container
    .bind(TOKENS.DashboardGateway)
    .toDynamicValue((c) => new HttpDashboardGateway(get(c, TOKENS.HttpClient)));
  container
    .bind(TOKENS.ProductGateway)
    .toDynamicValue(
      (c) =>
        new HttpProductGateway(
          get(c, TOKENS.HttpClient),
          get(c, TOKENS.Config),
          get(c, TOKENS.RequestIdentity),
        ),
    );
  container
    .bind(TOKENS.AsnGateway)
    .toDynamicValue((c) => new HttpAsnGateway(get(c, TOKENS.HttpClient)));
  container
    .bind(TOKENS.InventoryGateway)
    .toDynamicValue((c) => new HttpInventoryGateway(get(c, TOKENS.HttpClient)));
  container
    .bind(TOKENS.RmaGateway)
    .toDynamicValue((c) => new HttpRmaGateway(get(c, TOKENS.HttpClient)));
  container
    .bind(TOKENS.ServiceGateway)
    .toDynamicValue((c) => new HttpServiceGateway(get(c, TOKENS.HttpClient)));
  container
    .bind(TOKENS.BillingGateway)
    .toDynamicValue((c) => new HttpBillingGateway(get(c, TOKENS.HttpClient)));
  container
    .bind(TOKENS.OverdueGateway)
    .toDynamicValue((c) => new HttpOverdueGateway(get(c, TOKENS.HttpClient)));
  container
    .bind(TOKENS.SubAccountGateway)
    .toDynamicValue((c) => new HttpSubAccountGateway(get(c, TOKENS.HttpClient)));
  container
    .bind(TOKENS.DeveloperGateway)
    .toDynamicValue((c) => new HttpDeveloperGateway(get(c, TOKENS.HttpClient)));
  container
    .bind(TOKENS.TwoFactorGateway)
    .toDynamicValue((c) => new HttpTwoFactorGateway(get(c, TOKENS.HttpClient)));
  container
    .bind(TOKENS.OrderGateway)
    .toDynamicValue((c) => new HttpOrderGateway(get(c, TOKENS.HttpClient)));
  container
    .bind(TOKENS.OrderUploadGateway)
    .toDynamicValue((c) => new HttpOrderUploadGateway(get(c, TOKENS.HttpClient)));
  container.bind(TOKENS.OrderFileChecker).toConstantValue(new WorkerOrderFileChecker());
}

/** A signed-in layout's first draw binds the signed-in gateways, before its screens ask for one. */
export function useSignedInGateways(): void {
  // every draw asks; the first binds, the later ones find them bound
  bindSignedInGateways(useContainer());
}
