// The fomantic-ui components the public pages use, whole, first in app-styles.ts; the login
// page gets only the rules it uses of them (first-paint.css).
import 'fomantic-ui-css/components/reset.min.css';
import 'fomantic-ui-css/components/site.min.css';
import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/form.min.css';
import 'fomantic-ui-css/components/input.min.css';
import 'fomantic-ui-css/components/message.min.css';
import 'fomantic-ui-css/components/header.min.css';
import 'fomantic-ui-css/components/segment.min.css';
import 'fomantic-ui-css/components/loader.min.css';
import 'fomantic-ui-css/components/label.min.css';
import 'fomantic-ui-css/components/checkbox.min.css';
import 'fomantic-ui-css/components/image.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
