// The fomantic-ui components of the signed-in layouts and screens (see public-components.ts).
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
