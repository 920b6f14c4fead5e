// The stylesheet of the app, loaded with every screen but the login (the layouts import it; so do
// the other public screens, through the screen registry). It declares the rules of the entry's
// first-paint.css again, in their order, so a screen's cascade does not depend on what the first
// paint kept (docs/adr/0055-first-paint-css-and-lazy-http.md). The build keeps, of each fomantic
// component, the rules the app can draw (docs/adr/0058-component-css-the-app-uses.md).
import './public-components';
import './shell.css';
// the fomantic-ui components only the signed-in layouts and screens use
import 'fomantic-ui-css/components/icon.min.css';
import 'fomantic-ui-css/components/table.min.css';
import 'fomantic-ui-css/components/modal.min.css';
import 'fomantic-ui-css/components/dimmer.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import 'fomantic-ui-css/components/menu.min.css';
import 'fomantic-ui-css/components/breadcrumb.min.css';
import 'fomantic-ui-css/components/list.min.css';
import 'fomantic-ui-css/components/card.min.css';
import 'fomantic-ui-css/components/statistic.min.css';
import 'fomantic-ui-css/components/step.min.css';
