// The outbound order screens' texts in both languages, one lazily loaded chunk of the web app.
export { orders as enOrders } from './catalog/en/orders';
export { orders as zhOrders } from './catalog/zh/orders';
